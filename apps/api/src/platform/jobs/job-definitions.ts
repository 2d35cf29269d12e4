import type { OperatorRegistry } from '../../modules/operators/operator-adapter.ts';
import { reconcileTransactionWorker } from '../../modules/transactions/reconcile-transaction.job.ts';
import { deliverWebhookJob } from '../../modules/webhooks/deliver-webhook.job.ts';
import type { JobDefinition } from './job-definition.ts';

/** Every queue of the application with its worker, bound to this process's services. */
// biome-ignore lint/suspicious/noExplicitAny: definitions of any payload type
export function jobDefinitions(services: {
  operators: OperatorRegistry;
  appUrl: string;
}): JobDefinition<any>[] {
  return [reconcileTransactionWorker(services.operators, services.appUrl), deliverWebhookJob];
}
