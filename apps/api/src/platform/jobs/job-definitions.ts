import type { OperatorRegistry } from '../../modules/operators/operator-adapter.ts';
import { runPayoutListJob } from '../../modules/payout-lists/run-payout-list.job.ts';
import { deliverWebhookJob } from '../../modules/webhooks/deliver-webhook.job.ts';

/** Every queue of the application with its worker, bound to this process's services. */
export function jobDefinitions(_services: { operators: OperatorRegistry; appUrl: string }) {
  return [deliverWebhookJob, runPayoutListJob];
}
