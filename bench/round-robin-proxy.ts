import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small round-robin HTTP proxy on loopback for `bench:cluster`: each request goes to the next
 * upstream in turn. When the connection to an upstream fails before any answer (refused or reset:
 * a killed process), the request is sent again, body and headers unchanged, to the next upstream,
 * and that upstream is skipped for `downMs`. Re-sending is only safe because every request the bench
 * sends carries an Idempotency-Key: a request the dead process had already committed is answered
 * from the stored result by the next one, not performed twice. A request without an
 * Idempotency-Key is never re-sent (502 instead). An upstream that answered is never retried.
 */
export type RoundRobinProxy = {
  url: string;
  port: number;
  /** Requests re-sent to another upstream after a connection failure. */
  resent: () => number;
  close: () => Promise<void>;
};

export async function startRoundRobinProxy(
  upstreams: number[],
  options: { downMs?: number } = {},
): Promise<RoundRobinProxy> {
  const downMs = options.downMs ?? 2_000;
  const downUntil = new Map<number, number>();
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  let next = 0;
  let resent = 0;

  const pick = (tried: Set<number>): number | undefined => {
    const now = Date.now();
    for (let i = 0; i < upstreams.length; i++) {
      const port = upstreams[next++ % upstreams.length]!;
      if (!tried.has(port) && (downUntil.get(port) ?? 0) <= now) return port;
    }
    // Every live-looking upstream was tried: try one marked down (it may be back).
    return upstreams.find((port) => !tried.has(port));
  };

  const forward = (port: number, req: http.IncomingMessage, body: Buffer) =>
    new Promise<http.IncomingMessage>((resolve, reject) => {
      const upstream = http.request(
        { host: '127.0.0.1', port, path: req.url, method: req.method, headers: req.headers, agent },
        resolve,
      );
      upstream.on('error', reject);
      upstream.end(body);
    });

  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const retriable = typeof req.headers['idempotency-key'] === 'string';
    const tried = new Set<number>();
    for (;;) {
      const port = pick(tried);
      if (port === undefined) break;
      tried.add(port);
      try {
        const answer = await forward(port, req, body);
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
        return;
      } catch {
        downUntil.set(port, Date.now() + downMs);
        if (!retriable) break;
        resent++;
      }
    }
    res.writeHead(502, { 'content-type': 'text/plain' }).end('no upstream answered');
  });
  server.keepAliveTimeout = 30_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    resent: () => resent,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      agent.destroy();
    },
  };
}
