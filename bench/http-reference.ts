/**
 * A measure of this host's speed at the work the API mostly does, taken in the same run as the
 * figures it stands beside: the CPU of one bare node:http exchange (a keep-alive POST of a small
 * JSON body answered with a small JSON body; client and server both in this process, nothing
 * else). The API's CPU per collection divided by it compares across hosts, where milliseconds do
 * not: the same code took 0.47 ms on one host of this kind and 1.05 ms on another.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** CPU milliseconds of one exchange (both of its sides), over `requests` after a warm-up. */
export async function httpExchangeCpuMs(requests = 20_000, concurrency = 16): Promise<number> {
  const answer = JSON.stringify({ status: 'PENDING', reference: 'ref_0000000000000000' });
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      JSON.parse(Buffer.concat(chunks).toString('utf8'));
      response.writeHead(200, {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(answer),
      });
      response.end(answer);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const body = JSON.stringify({ phoneNumber: '2290197000000', amount: 500, description: 'reference' });
  const post = () =>
    new Promise<void>((resolve, reject) => {
      const request = http.request(
        {
          agent,
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/',
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            JSON.parse(Buffer.concat(chunks).toString('utf8'));
            resolve();
          });
        },
      );
      request.on('error', reject);
      request.end(body);
    });
  const send = async (count: number) => {
    let next = 0;
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next++ < count) await post();
      }),
    );
  };
  try {
    await send(Math.ceil(requests / 5));
    const before = process.cpuUsage();
    await send(requests);
    const used = process.cpuUsage(before);
    return (used.user + used.system) / 1000 / requests;
  } finally {
    agent.destroy();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
