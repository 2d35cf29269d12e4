import { type DefaultValues, type FieldValues, type UseFormReturn, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useLocale } from '../i18n/use-locale.ts';
import { contractResolver } from './contract-resolver.ts';

/** react-hook-form bound to a contract schema, with messages in the page's language. */
export function useContractForm<Input extends FieldValues, Output>(
  schema: z.ZodType<Output, Input>,
  defaultValues?: DefaultValues<Input>,
): UseFormReturn<Input, unknown, Output> {
  const locale = useLocale();
  return useForm<Input, unknown, Output>({
    resolver: contractResolver(schema, locale),
    mode: 'onTouched',
    ...(defaultValues ? { defaultValues } : {}),
  });
}
