import type { FastifyInstance } from 'fastify';
import { hashPassword } from '../src/platform/auth/password-hash.ts';
import type { Db } from '../src/platform/db/client.ts';
import { newId } from '../src/platform/db/ids.ts';
import { users } from '../src/platform/db/schema/index.ts';
import { json, loginAs } from './helper.ts';

export const STAFF_PASSWORD = 'Staff1234!';

/** A signed-in staff user of a role and access list; answers its id and a bearer token. */
export async function signInStaff(
  app: FastifyInstance,
  db: Db,
  email: string,
  role: string,
  access: string[] = [],
) {
  const id = newId('usr');
  await db.insert(users).values({
    id,
    email,
    passwordHash: await hashPassword(STAFF_PASSWORD),
    firstName: 'Staff',
    lastName: role,
    role,
    access,
    isActive: true,
    emailVerifiedAt: new Date(),
  });
  const response = await loginAs(app, email, STAFF_PASSWORD);
  return { id, token: json<{ token: string }>(response).token };
}

/** An authenticated call to the API. */
export function call(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  token: string,
  payload?: object,
) {
  return app.inject({
    method,
    url,
    ...(payload ? { payload } : {}),
    headers: { authorization: `Bearer ${token}` },
  });
}
