import {
  type DefaultValues,
  type FieldValues,
  type Resolver,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import type { z } from 'zod';
import { useLocale } from '../i18n/use-locale.ts';

/**
 * `useContractForm` for a landing page: the contract schema (and zod with it, ≈ 26 KB gzipped) is
 * fetched when the form is first checked (a field left, or the form sent), not with the page. The rule
 * still has one home, the contracts package; `load` only says where to find it.
 */
export function useLazyContractForm<Input extends FieldValues, Output>(
  load: () => Promise<z.ZodType<Output, Input>>,
  defaultValues?: DefaultValues<Input>,
): UseFormReturn<Input, unknown, Output> {
  const locale = useLocale();
  return useForm<Input, unknown, Output>({
    resolver: lazyContractResolver(load, locale),
    mode: 'onTouched',
    ...(defaultValues ? { defaultValues } : {}),
  });
}

function lazyContractResolver<Input extends FieldValues, Output>(
  load: () => Promise<z.ZodType<Output, Input>>,
  locale: ReturnType<typeof useLocale>,
): Resolver<Input, unknown, Output> {
  return async (values, context, options) => {
    const [{ contractResolver }, schema] = await Promise.all([import('./contract-resolver.ts'), load()]);
    return contractResolver(schema, locale)(values, context, options);
  };
}
