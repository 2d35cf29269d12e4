import type { FastifyInstance } from 'fastify';
import { passwordRoutes } from './password-routes.ts';
import { sessionRoutes } from './session-routes.ts';
import { signupRoutes } from './signup-routes.ts';

/** Sign-in, sessions, sign-up and passwords, under /api/auth/users. */
export async function authModule(app: FastifyInstance) {
  await app.register(sessionRoutes);
  await app.register(signupRoutes);
  await app.register(passwordRoutes);
}
