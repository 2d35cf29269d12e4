import { createCollectionCheckSignal } from '../modules/collections/collection-check-signal.ts';
import type { OperatorRegistry } from '../modules/operators/operator-adapter.ts';
import { createOperatorRegistry } from '../modules/operators/operator-registry.ts';
import { loadOperatorsConfig } from '../modules/operators/operators-config.ts';
import type { AppConfig } from '../platform/config/config.ts';
import type { Db } from '../platform/db/client.ts';
import type { AppDeps } from '../platform/deps.ts';
import { createDevInboxMailer } from '../platform/mail/dev-inbox-mailer.ts';
import { createSmtpMailer } from '../platform/mail/smtp-mailer.ts';
import { createFileStorage } from '../platform/storage/file-storage.ts';
import { registerHooks } from './register-hooks.ts';

/** Wires the platform services from configuration; the dev inbox serves when no SMTP is set. */
export function createDeps(
  config: AppConfig,
  db: Db,
  options: { operators?: OperatorRegistry } = {},
): { deps: AppDeps; devInbox: boolean } {
  registerHooks();
  const devInbox = !config.smtpUrl;
  const mailer = config.smtpUrl
    ? createSmtpMailer(config.smtpUrl, config.mailFrom)
    : createDevInboxMailer(db);
  return {
    deps: {
      config,
      db,
      mailer,
      storage: createFileStorage(config.uploadsDir),
      operators: options.operators ?? createOperatorRegistry(loadOperatorsConfig()),
      collectionChecks: createCollectionCheckSignal(db, {
        onError: (error) => console.error('collection callbacks: could not queue their check', error),
      }),
    },
    devInbox: devInbox && config.env !== 'production',
  };
}
