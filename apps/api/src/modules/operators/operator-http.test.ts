import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callOperator, KeepAliveHttpClient } from './operator-http.ts';

// A stand-in operator: each path answers one way; every request notes the connection it came on.
const connections: number[] = [];
let nextConnection = 0;
const server = http.createServer((request, response) => {
  const socket = request.socket as typeof request.socket & { n?: number };
  socket.n ??= nextConnection++;
  connections.push(socket.n);
  let body = '';
  request.on('data', (c) => {
    body += c;
  });
  request.on('end', () => {
    switch (request.url) {
      case '/echo':
        response.writeHead(201, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ method: request.method, body, type: request.headers['content-type'] }));
        return;
      case '/empty':
        response.writeHead(202).end();
        return;
      case '/html':
        response.writeHead(200, { 'content-type': 'text/html' }).end('<html>gateway</html>');
        return;
      case '/slow':
        setTimeout(() => response.writeHead(200).end('{}'), 1_000);
        return;
      case '/once-per-connection':
        // Serves one request per connection, then drops it under the next (a stale kept connection).
        if ((socket as typeof socket & { served?: boolean }).served) {
          socket.destroy();
          return;
        }
        (socket as typeof socket & { served?: boolean }).served = true;
        response.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
        return;
      case '/cut':
        response.writeHead(200, { 'content-length': '100' });
        response.write('{"partial":');
        setTimeout(() => request.socket.destroy(), 20);
        return;
      default:
        response.writeHead(404).end();
    }
  });
});
let base = '';
const client = new KeepAliveHttpClient();

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  client.close();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('KeepAliveHttpClient (the operators’ default client)', () => {
  it('sends JSON and answers status and parsed body, over one kept connection', async () => {
    connections.length = 0;
    const first = await callOperator(client, {
      method: 'POST',
      url: `${base}/echo`,
      json: { amount: 100 },
      timeoutMs: 2_000,
    });
    expect(first).toEqual({
      kind: 'answer',
      status: 201,
      body: { method: 'POST', body: '{"amount":100}', type: 'application/json' },
      unreadable: false,
    });
    await callOperator(client, { method: 'GET', url: `${base}/echo`, timeoutMs: 2_000 });
    expect(connections).toHaveLength(2);
    expect(connections[0]).toBe(connections[1]);
  });

  it('answers an empty body as undefined and a non-JSON one as unreadable', async () => {
    expect(await callOperator(client, { method: 'POST', url: `${base}/empty`, timeoutMs: 2_000 })).toEqual({
      kind: 'answer',
      status: 202,
      body: undefined,
      unreadable: false,
    });
    expect(await callOperator(client, { method: 'GET', url: `${base}/html`, timeoutMs: 2_000 })).toEqual({
      kind: 'answer',
      status: 200,
      body: undefined,
      unreadable: true,
    });
  });

  it('is a timeout failure when the whole answer does not come in time', async () => {
    const started = Date.now();
    expect(await callOperator(client, { method: 'GET', url: `${base}/slow`, timeoutMs: 200 })).toEqual({
      kind: 'failure',
      reason: 'timeout',
      message: 'no answer within 200 ms',
    });
    expect(Date.now() - started).toBeLessThan(900);
  });

  it('is a network failure when nobody listens, when the answer is cut, or for a bad URL', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const refused = await callOperator(client, {
      method: 'GET',
      url: `http://127.0.0.1:${port}/`,
      timeoutMs: 2_000,
    });
    expect(refused).toMatchObject({ kind: 'failure', reason: 'network' });
    expect(await callOperator(client, { method: 'GET', url: `${base}/cut`, timeoutMs: 2_000 })).toMatchObject(
      {
        kind: 'failure',
        reason: 'network',
      },
    );
    expect(await callOperator(client, { method: 'GET', url: 'not a url', timeoutMs: 2_000 })).toMatchObject({
      kind: 'failure',
      reason: 'network',
    });
  });

  it('sends a GET again on a new connection when the kept one was dropped, never a POST', async () => {
    const call = (method: 'GET' | 'POST') =>
      callOperator(client, { method, url: `${base}/once-per-connection`, timeoutMs: 2_000 });
    connections.length = 0;
    expect(await call('GET')).toMatchObject({ kind: 'answer', status: 200 });
    expect(await call('GET')).toMatchObject({ kind: 'answer', status: 200, body: { ok: true } });
    expect(connections).toHaveLength(3);
    expect(new Set(connections).size).toBe(2);
    expect(await call('POST')).toMatchObject({ kind: 'failure', reason: 'network' });
  });
});
