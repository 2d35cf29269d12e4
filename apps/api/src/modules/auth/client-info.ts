import type { FastifyRequest } from 'fastify';
import type { ClientInfo } from './login.ts';

export function clientInfo(request: FastifyRequest): ClientInfo {
  return { ip: request.ip, userAgent: request.headers['user-agent'] };
}
