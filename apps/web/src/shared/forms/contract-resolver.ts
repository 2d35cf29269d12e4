import { toNestErrors, validateFieldsNatively } from '@hookform/resolvers';
import { localizeIssue } from '@platform/contracts';
import { KYC_MAX_FILE_BYTES, type Locale, ruleMessage } from '@platform/domain';
import type { FieldError, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

type Issue = z.core.$ZodIssue & { input?: unknown };

/** The sentence for one contract issue, in the form's language. */
export function localizeFormIssue(issue: Issue, locale: Locale): string {
  if (issue.message === 'fileTooLarge') {
    return ruleMessage(locale, 'fileTooLarge', { size: KYC_MAX_FILE_BYTES / (1024 * 1024) });
  }
  return localizeIssue(issue as Parameters<typeof localizeIssue>[0], locale);
}

/**
 * A react-hook-form resolver for a contract schema, like `zodResolver`, except that it turns the rule
 * names the contracts carry (`required`, `min`…) into localized sentences while the zod issue still holds
 * its parameters (`min` needs the issue's `minimum`, which `zodResolver` drops).
 */
export function contractResolver<Input extends FieldValues, Output>(
  schema: z.ZodType<Output, Input>,
  locale: Locale,
): Resolver<Input, unknown, Output> {
  return async (values, _context, options) => {
    const result = await schema.safeParseAsync(values, { reportInput: true });
    if (result.success) {
      if (options.shouldUseNativeValidation) validateFieldsNatively({}, options);
      return { values: result.data, errors: {} };
    }
    const flat: Record<string, FieldError> = {};
    for (const issue of result.error.issues) {
      const path = issue.path.map(String).join('.');
      flat[path] ??= { type: issue.code, message: localizeFormIssue(issue, locale) };
    }
    return { values: {}, errors: toNestErrors(flat, options) };
  };
}
