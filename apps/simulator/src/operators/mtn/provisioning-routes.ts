import type { FastifyInstance } from 'fastify';
import { header, isRecord, stringField, UUID_PATTERN } from '../../http.ts';
import type { MtnApiUsers } from './api-users.ts';
import { mtnBadRequest, mtnConflict, mtnNotFound } from './errors.ts';
import { requireSubscriptionKey } from './guards.ts';

/** Sandbox provisioning: API user and API key, as MTN's /v1_0/apiuser endpoints. */
export async function mtnProvisioningRoutes(app: FastifyInstance, opts: { users: MtnApiUsers }) {
  const { users } = opts;

  app.post('/v1_0/apiuser', async (request, reply) => {
    if (!requireSubscriptionKey(request, reply)) return reply;
    const id = header(request, 'x-reference-id');
    if (!id || !UUID_PATTERN.test(id)) return mtnBadRequest(reply, 'X-Reference-Id must be a UUID.');
    const body = isRecord(request.body) ? request.body : {};
    const host = stringField(body, 'providerCallbackHost');
    if (!host) return mtnBadRequest(reply, 'providerCallbackHost is required.');
    if (!users.create(id, host)) return mtnConflict(reply);
    return reply.code(201).send();
  });

  app.get<{ Params: { id: string } }>('/v1_0/apiuser/:id', async (request, reply) => {
    if (!requireSubscriptionKey(request, reply)) return reply;
    const user = users.get(request.params.id);
    if (!user) return mtnNotFound(reply);
    return { providerCallbackHost: user.providerCallbackHost, targetEnvironment: 'sandbox' };
  });

  app.post<{ Params: { id: string } }>('/v1_0/apiuser/:id/apikey', async (request, reply) => {
    if (!requireSubscriptionKey(request, reply)) return reply;
    const apiKey = users.newKey(request.params.id);
    if (!apiKey) return mtnNotFound(reply);
    return reply.code(201).send({ apiKey });
  });
}
