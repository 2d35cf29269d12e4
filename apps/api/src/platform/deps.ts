import type { AppConfig } from './config/config.ts';
import type { Db } from './db/client.ts';
import type { Mailer } from './mail/mailer.ts';
import type { FileStorage } from './storage/file-storage.ts';

/**
 * What services need; decorated on the Fastify instance as `deps` and filled by the composition
 * root (composition/create-deps.ts). The platform's own services are declared here; a module
 * that provides one adds it to this interface with `declare module` (operators: the operator
 * adapters; collections: the collection checks' signal), so platform/ imports no module.
 */
export interface AppDeps {
  config: AppConfig;
  db: Db;
  mailer: Mailer;
  storage: FileStorage;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}
