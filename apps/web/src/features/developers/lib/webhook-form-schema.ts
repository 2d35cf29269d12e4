import { createWebhookEndpointBody } from '@platform/contracts';
import { z } from 'zod';

/** The endpoint form: the contract's create body without the shop (the selected one), plus the toggle. */
export const webhookFormSchema = createWebhookEndpointBody
  .omit({ shop: true })
  .extend({ enabled: z.boolean() });
export type WebhookFormInput = z.input<typeof webhookFormSchema>;
export type WebhookFormValues = z.output<typeof webhookFormSchema>;

/** Live endpoints must use https (the API refuses the others); sandbox ones may use http. */
export function httpsMissing(url: string, sandbox: boolean): boolean {
  return !sandbox && !/^https:\/\//i.test(url.trim());
}
