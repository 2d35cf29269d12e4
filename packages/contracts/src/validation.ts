import { CONFORMITY_REASONS } from '@platform/domain';
import { z } from 'zod';
import { IDENTITY_DOCUMENT_FIELDS } from './auth.ts';
import { requiredText } from './rules.ts';
import { staffConfirmFields } from './staff.ts';

/** The merchant's validation file as /validation shows it: to send, sent, refused, validated. */
export const VALIDATION_STATES = ['TO_SEND', 'SENT', 'REFUSED', 'VALIDATED'] as const;
export type ValidationState = (typeof VALIDATION_STATES)[number];
export const DOCUMENT_STATUSES = ['SUBMITTED', 'ACCEPTED', 'REFUSED', 'REPLACED'] as const;
export const DECISIONS = ['APPROVED', 'REFUSED', 'CLEARED', 'SUSPENDED', 'REINSTATED'] as const;

export const kycDocumentView = z
  .object({
    _id: z.string(),
    kind: z.enum(IDENTITY_DOCUMENT_FIELDS),
    status: z.enum(DOCUMENT_STATUSES),
    refusal_reason: z.string().nullable(),
    original_name: z.string(),
    mime_type: z.string(),
    size_bytes: z.number().int(),
    expires_on: z.string().nullable(),
    created_at: z.string(),
  })
  .meta({ id: 'KycDocument' });
export type KycDocumentView = z.infer<typeof kycDocumentView>;

export const validationDecisionView = z
  .object({
    _id: z.string(),
    kind: z.enum(['VALIDATION', 'CONFORMITY']),
    decision: z.enum(DECISIONS),
    reason: z.string().nullable(),
    refused_documents: z.array(z.object({ document_id: z.string(), kind: z.string(), reason: z.string() })),
    staff: z.object({ _id: z.string(), name: z.string() }).nullable(),
    created_at: z.string(),
  })
  .meta({ id: 'ValidationDecision' });
export type ValidationDecisionView = z.infer<typeof validationDecisionView>;

/** `GET /api/validation`: the caller's merchant file. */
export const merchantValidationResponse = z.object({
  state: z.enum(VALIDATION_STATES),
  business_name: z.string(),
  country: z.string(),
  identity: z.record(z.string(), z.string()).nullable(),
  documents: z.array(kycDocumentView),
  decisions: z.array(validationDecisionView),
  suspended: z.boolean(),
  /** The document kinds the merchant must (re)send before sending the file. */
  required_documents: z.array(z.enum(IDENTITY_DOCUMENT_FIELDS)),
});
export type MerchantValidationResponse = z.infer<typeof merchantValidationResponse>;

/** Back-office: one merchant waiting in a queue. */
export const validationQueueItem = z.object({
  merchant_id: z.string(),
  business_name: z.string(),
  country: z.string(),
  owner: z.object({ email: z.string(), name: z.string() }).nullable(),
  submitted_at: z.string().nullable(),
  age_seconds: z.number().int(),
  documents: z.number().int(),
  /** Conformity queue: why the merchant is due for review. */
  reasons: z.array(z.enum(CONFORMITY_REASONS)),
  suspended: z.boolean(),
});
export type ValidationQueueItem = z.infer<typeof validationQueueItem>;
export const validationQueueResponse = z.object({ merchants: z.array(validationQueueItem) });

/** Back-office: a merchant's whole file (validation and conformity pages). */
export const validationFileResponse = z.object({
  merchant: z.object({
    _id: z.string(),
    business_name: z.string(),
    country: z.string(),
    status: z.string(),
    valid: z.boolean(),
    submitted_at: z.string().nullable(),
    validated_at: z.string().nullable(),
    suspended_at: z.string().nullable(),
    suspension_reason: z.string().nullable(),
    conformity_reviewed_at: z.string().nullable(),
    created_at: z.string(),
  }),
  owner: z.object({ email: z.string(), name: z.string() }).nullable(),
  identity: z.record(z.string(), z.string()).nullable(),
  documents: z.array(kycDocumentView),
  decisions: z.array(validationDecisionView),
  live_volume_30d: z.string(),
  reasons: validationQueueItem.shape.reasons,
});
export type ValidationFileResponse = z.infer<typeof validationFileResponse>;

/** Approve (access-granting: reason and password). */
export const approveMerchantBody = z.object(staffConfirmFields);
export type ApproveMerchantBody = z.input<typeof approveMerchantBody>;

/** Refuse: a reason per refused document, and an optional note. */
export const refuseMerchantBody = z.object({
  documents: z.array(z.object({ document_id: z.string().min(1).max(64), reason: requiredText(500) })).max(20),
  reason: z.string().trim().max(500, { error: 'max' }).optional().default(''),
});
export type RefuseMerchantBody = z.input<typeof refuseMerchantBody>;

/** Conformity: the merchant is in order (a note is kept). */
export const clearConformityBody = z.object({ reason: requiredText(500) });
export type ClearConformityBody = z.input<typeof clearConformityBody>;

/** Suspend or reinstate: reason and password. */
export const suspendMerchantBody = z.object(staffConfirmFields);

export const decisionResponse = z.object({ message: z.string(), file: validationFileResponse });

/** Live shops and keys created by an approval. */
export const approvalResponse = decisionResponse.extend({
  live_shops: z.array(z.object({ _id: z.string(), name: z.string(), key_prefix: z.string() })),
});
