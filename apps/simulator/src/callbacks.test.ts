import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { httpSender } from './callbacks.ts';

interface Received {
  method: string | undefined;
  url: string | undefined;
  headers: http.IncomingHttpHeaders;
  body: string;
  socket: unknown;
}

let server: http.Server | undefined;
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  server = undefined;
});

/** A receiver on a free port; `answer` decides each response. */
async function receiver(answer: (request: http.IncomingMessage, response: http.ServerResponse) => void) {
  const received: Received[] = [];
  server = http.createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      received.push({
        method: request.method,
        url: request.url,
        headers: request.headers,
        body,
        socket: request.socket,
      });
      answer(request, response);
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return { base: `http://127.0.0.1:${port}`, received };
}

const callback = (url: string, body = '{"status":"SUCCESSFUL","note":"é"}') => ({
  url,
  method: 'PUT' as const,
  headers: { 'content-type': 'application/json', 'x-signature': 'abc' },
  body,
  operator: 'mtn',
  reference: 'ref-1',
});

describe('httpSender', () => {
  it('sends the method, headers and exact body, and reuses the connection', async () => {
    const { base, received } = await receiver((_request, response) => response.writeHead(200).end('ok'));
    const send = httpSender(1_000);
    expect(await send(callback(`${base}/mtn/callback?x=1`))).toEqual({ status: 200 });
    await new Promise((resolve) => setImmediate(resolve));
    expect(await send(callback(`${base}/mtn/callback?x=1`))).toEqual({ status: 200 });
    expect(received).toHaveLength(2);
    const [first, second] = received;
    expect(first).toMatchObject({
      method: 'PUT',
      url: '/mtn/callback?x=1',
      body: '{"status":"SUCCESSFUL","note":"é"}',
    });
    expect(first!.headers).toMatchObject({
      'content-type': 'application/json',
      'x-signature': 'abc',
      'content-length': String(Buffer.byteLength(first!.body)),
    });
    expect(second!.socket).toBe(first!.socket);
  });

  it('reports the status of an error answer', async () => {
    const { base } = await receiver((_request, response) => response.writeHead(503).end('{"error":1}'));
    expect(await httpSender(1_000)(callback(base))).toEqual({ status: 503 });
  });

  it('gives up after the timeout, and fails on a closed port or a URL that is not http(s)', async () => {
    const { base } = await receiver(() => {});
    await expect(httpSender(50)(callback(base))).rejects.toThrow('The operation was aborted due to timeout');
    await expect(httpSender(1_000)(callback('http://127.0.0.1:9/'))).rejects.toThrow();
    await expect(httpSender(1_000)(callback('ftp://127.0.0.1/x'))).rejects.toThrow('not an http(s) URL');
  });
});
