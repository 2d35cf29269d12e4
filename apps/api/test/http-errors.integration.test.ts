import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, json, type TestApp } from './helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const login = (payload: string, headers: Record<string, string> = { 'content-type': 'application/json' }) =>
  t.app.inject({ method: 'POST', url: '/api/auth/users/login', payload, headers });

describe('bad input gets a 4xx with a code, never a 500', () => {
  it('malformed JSON', async () => {
    const r = await login('{"email": "a@b.c", ');
    expect(r.statusCode).toBe(400);
    expect(json(r)).toEqual({
      code: 'MALFORMED_JSON',
      message: "Le corps de la requête n'est pas un JSON valide.",
    });
  });

  it('empty JSON body', async () => {
    const r = await login('');
    expect(r.statusCode).toBe(400);
    expect(json(r)).toMatchObject({ code: 'MALFORMED_JSON' });
  });

  it('missing fields, with a localized message per field', async () => {
    const r = await login('{}', { 'content-type': 'application/json', 'accept-language': 'es' });
    expect(r.statusCode).toBe(400);
    expect(json(r)).toEqual({
      code: 'VALIDATION_ERROR',
      message: 'Algunos campos no son válidos.',
      details: [
        { path: 'email', message: 'Este campo es obligatorio' },
        { path: 'password', message: 'Este campo es obligatorio' },
      ],
    });
  });

  it('wrong types', async () => {
    const r = await login(JSON.stringify({ email: 42, password: ['x'] }));
    expect(r.statusCode).toBe(400);
    expect(json<{ code: string; details: unknown[] }>(r).details).toHaveLength(2);
  });

  it('a JSON array or a string instead of an object', async () => {
    expect((await login('[1,2]')).statusCode).toBe(400);
    expect((await login('"text"')).statusCode).toBe(400);
  });

  it('oversized bodies', async () => {
    const r = await login(JSON.stringify({ email: 'a@b.c', password: 'x'.repeat(2 * 1024 * 1024) }));
    expect(r.statusCode).toBe(413);
    expect(json(r)).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
  });

  it('an unsupported content type', async () => {
    const r = await login('email=a@b.c', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(r.statusCode).toBe(415);
    expect(json(r)).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
  });

  it('a multipart upload to a JSON route and JSON to the upload route', async () => {
    const r = await t.app.inject({
      method: 'POST',
      url: `/api/auth/users/signup/${'z'.repeat(43)}/identity`,
      payload: '{}',
      headers: { 'content-type': 'application/json' },
    });
    expect(r.statusCode).toBeGreaterThanOrEqual(400);
    expect(r.statusCode).toBeLessThan(500);
    expect(json(r)).toHaveProperty('code');
  });

  it('unknown API routes answer JSON 404', async () => {
    const r = await t.app.inject({ url: '/api/does/not/exist' });
    expect(r.statusCode).toBe(404);
    expect(json(r)).toMatchObject({ code: 'ROUTE_NOT_FOUND' });
  });

  it('serves the OpenAPI document at /docs', async () => {
    const r = await t.app.inject({ url: '/docs/json' });
    expect(r.statusCode).toBe(200);
    const doc = json<{ paths: Record<string, unknown> }>(r);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/auth/users/login', '/api/auth/users/user', '/api/auth/users/signup']),
    );
  });
});
