import {
  KYC_MAX_FILE_BYTES,
  type Locale,
  PASSWORD_MIN_LENGTH,
  type RuleName,
  ruleMessage,
} from '@platform/domain';
import { z } from 'zod';

/**
 * Schemas carry rule names as their messages (`required`, `email`, `min`…); the edge that shows
 * them (the API's error handler, the web forms) turns a rule name into the localized sentence.
 */
const RULE_NAMES = new Set<string>([
  'required',
  'length',
  'min',
  'max',
  'passwordMismatch',
  'email',
  'alphaSpaces',
  'alphaDash',
  'betweenMin',
  'betweenMax',
  'format',
  'passwordStrength',
  'passwordRequired',
  'fileImage',
  'fileImageOrPdf',
  'fileSpreadsheet',
  'fileTooLarge',
  'termsRequired',
]);

type IssueLike = { message: string; code?: string; minimum?: unknown; maximum?: unknown; input?: unknown };

/** The localized sentence for one zod issue produced by these contracts. */
export function localizeIssue(issue: IssueLike, locale: Locale): string {
  const rule = RULE_NAMES.has(issue.message) ? (issue.message as RuleName) : undefined;
  if (rule) {
    return ruleMessage(locale, rule, {
      length: Number(issue.minimum ?? issue.maximum ?? 0),
      ip: String(issue.maximum ?? ''),
      size: KYC_MAX_FILE_BYTES / (1024 * 1024),
    });
  }
  if (issue.code === 'invalid_type' && issue.input === undefined) return ruleMessage(locale, 'required');
  if (issue.code === 'too_small' && typeof issue.minimum !== 'undefined') {
    return ruleMessage(locale, 'min', { length: Number(issue.minimum) });
  }
  if (issue.code === 'too_big' && typeof issue.maximum !== 'undefined') {
    return ruleMessage(locale, 'max', { length: Number(issue.maximum) });
  }
  return ruleMessage(locale, 'format');
}

const requiredOrFormat = (iss: { input?: unknown }) =>
  iss.input === undefined || iss.input === null || iss.input === '' ? 'required' : 'format';

/** A required, trimmed text. */
export const requiredText = (max = 200) =>
  z.string({ error: requiredOrFormat }).trim().min(1, { error: 'required' }).max(max, { error: 'max' });

export const emailField = z
  .string({ error: requiredOrFormat })
  .trim()
  .min(1, { error: 'required' })
  .max(254, { error: 'max' })
  .pipe(z.email({ error: 'email' }))
  .transform((v) => v.toLowerCase());

/** A password to sign in with: only required. */
export const passwordInput = z
  .string({ error: requiredOrFormat })
  .min(1, { error: 'required' })
  .max(200, { error: 'max' });

/** A new password: at least 8 characters with upper case, lower case and a digit. */
export const newPassword = z
  .string({ error: requiredOrFormat })
  .min(PASSWORD_MIN_LENGTH, { error: 'min' })
  .max(200, { error: 'max' })
  .refine((v) => /[a-z]/.test(v) && /[A-Z]/.test(v) && /\d/.test(v), { error: 'passwordStrength' });

/** Person names: letters (accented too), spaces, apostrophes and hyphens. */
export const personName = requiredText(80).refine((v) => /^[\p{L}][\p{L}' .-]*$/u.test(v), {
  error: 'alphaSpaces',
});
