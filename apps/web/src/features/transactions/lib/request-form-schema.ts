import { manualRequestBody } from '@platform/contracts';
import type { z } from 'zod';

/** The manual request form: the contract's fields but the shop, which the page adds. */
export const requestFormSchema = manualRequestBody.omit({ shop: true, otp: true });
export type RequestFormInput = z.input<typeof requestFormSchema>;
export type RequestFormValues = z.output<typeof requestFormSchema>;
