import type { OperatorRegistry } from '../modules/operators/operator-adapter.ts';
import type { CollectionCheckSignal } from '../modules/transactions/collection-check-signal.ts';
import type { AppConfig } from './config/config.ts';
import type { Db } from './db/client.ts';
import type { Mailer } from './mail/mailer.ts';
import type { FileStorage } from './storage/file-storage.ts';

/** What services need from the platform; decorated on the Fastify instance as `deps`. */
export type AppDeps = {
  config: AppConfig;
  db: Db;
  mailer: Mailer;
  storage: FileStorage;
  /** The operator adapters (sandbox: the simulator; live: by configuration). */
  operators: OperatorRegistry;
  /** Rings this process's collection checker when a check falls due now (a callback). */
  collectionChecks: CollectionCheckSignal;
};

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}
