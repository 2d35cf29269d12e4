import type { FastifyRequest } from 'fastify';
import type { ClientInfo } from './login.ts';

export function clientInfo(request: FastifyRequest): ClientInfo {
  const code = request.headers['x-two-factor-code'];
  return {
    ip: request.ip,
    userAgent: request.headers['user-agent'],
    twoFactorCode: typeof code === 'string' ? code.slice(0, 32) : undefined,
  };
}
