import type { CheckoutLocale } from './router.ts';

const TAGS: Readonly<Record<CheckoutLocale, string>> = { fr: 'fr-FR', en: 'en-GB', es: 'es-ES' };

/** 10 170 F CFA (XOF has no decimals). */
export function formatXof(amount: number, locale: CheckoutLocale): string {
  return new Intl.NumberFormat(TAGS[locale], {
    style: 'currency',
    currency: 'XOF',
    maximumFractionDigits: 0,
  }).format(amount);
}

/** ceil(amount × bps / 10 000), the platform's one rounding rule (integers only). */
export function feeOf(amount: number, bps: number, fixed: number): number {
  return Number((BigInt(amount) * BigInt(bps) + 9_999n) / 10_000n) + fixed;
}
