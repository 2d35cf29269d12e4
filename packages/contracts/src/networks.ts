import { type OperatorCode, parseNetwork } from '@platform/domain';
import { z } from 'zod';

/**
 * A network as merchants' servers write it (the merchant API, FeexPay-compatible): our codes
 * (`mtn_ci`) or the spec's and FeexPay's names (`MTN`, `MOOV`, `CELTIIS BJ`, `MOOV TG`,
 * `TOGOCOM TG`, `MTN CI`, `ORANGE SN`, `FREE SN`, `WAVE`…), read by `parseNetwork` of
 * packages/domain (no case, spaces, underscores or hyphens). It becomes the operator code; an
 * unknown name is passed on trimmed, so the service refuses it with its own code
 * (`UNKNOWN_OPERATOR`), as FeexPay does.
 */
export const networkName = z
  .string({ error: 'required' })
  .min(1, { error: 'required' })
  .max(60, { error: 'max' })
  .transform((value) => parseNetwork(value) ?? value.trim())
  .meta({
    description:
      "Operator code (mtn, moov, celtiis_bj, togocom_tg, moov_tg, mtn_ci, moov_ci, orange_ci, wave_ci, orange_sn, free_sn, wave_sn) or FeexPay's name (MTN, MOOV, CELTIIS BJ, MOOV TG, TOGOCOM TG, MTN CI, MOOV CI, ORANGE CI, ORANGE SN, FREE SN, WAVE…), any case, spaces, underscores or hyphens",
  });

/**
 * A network read the same way where our own forms send it (a select, a filter): an unknown name
 * is refused by the schema, with the rule message `rule` on the field.
 */
export function operatorField(rule: 'required' | 'format') {
  return z
    .string({ error: rule })
    .max(60, { error: rule })
    .transform((value, ctx): OperatorCode => {
      const code = parseNetwork(value);
      if (code) return code;
      ctx.addIssue({ code: 'custom', message: rule });
      return z.NEVER;
    });
}
