import { useI18n } from '../lib/i18n.ts';
import type { CheckoutLocale } from '../lib/router.ts';

/**
 * Texts of the public link and page screens (light checkout entry: no i18next there). Kept small
 * and beside the screens; the same keys in the three languages (a test checks).
 */
export const PUBLIC_TEXTS = {
  fr: {
    expiredTitle: 'Lien expiré',
    expired: 'Ce lien de paiement a expiré : demandez-en un nouveau au marchand.',
    disabled: 'Ce lien de paiement a été désactivé par le marchand.',
    used: "Ce lien de paiement a déjà été utilisé : il n'était valable qu'une fois.",
    pageDisabled: 'Cette page de paiement a été désactivée par le marchand.',
    notFound: "Ce lien de paiement n'existe pas : vérifiez le lien reçu du marchand.",
    pageNotFound: "Cette page de paiement n'existe pas : vérifiez le lien reçu du marchand.",
    chooseAmount: 'Choisissez un montant',
    chooseProduct: 'Choisissez un produit',
    yourAmount: 'Montant à payer (XOF)',
    continue: 'Continuer vers le paiement',
    chooseFirst: 'Choisissez un montant ou un produit.',
    change: 'Modifier mon choix',
  },
  en: {
    expiredTitle: 'Link expired',
    expired: 'This payment link has expired: ask the merchant for a new one.',
    disabled: 'This payment link has been disabled by the merchant.',
    used: 'This payment link has already been used: it was valid only once.',
    pageDisabled: 'This payment page has been disabled by the merchant.',
    notFound: 'This payment link does not exist: check the link the merchant sent you.',
    pageNotFound: 'This payment page does not exist: check the link the merchant sent you.',
    chooseAmount: 'Choose an amount',
    chooseProduct: 'Choose a product',
    yourAmount: 'Amount to pay (XOF)',
    continue: 'Continue to payment',
    chooseFirst: 'Choose an amount or a product.',
    change: 'Change my choice',
  },
  es: {
    expiredTitle: 'Enlace caducado',
    expired: 'Este enlace de pago ha caducado: pida uno nuevo al comercio.',
    disabled: 'Este enlace de pago ha sido desactivado por el comercio.',
    used: 'Este enlace de pago ya se ha utilizado: solo era válido una vez.',
    pageDisabled: 'Esta página de pago ha sido desactivada por el comercio.',
    notFound: 'Este enlace de pago no existe: compruebe el enlace que le envió el comercio.',
    pageNotFound: 'Esta página de pago no existe: compruebe el enlace que le envió el comercio.',
    chooseAmount: 'Elija un importe',
    chooseProduct: 'Elija un producto',
    yourAmount: 'Importe a pagar (XOF)',
    continue: 'Continuar al pago',
    chooseFirst: 'Elija un importe o un producto.',
    change: 'Cambiar mi elección',
  },
} satisfies Record<CheckoutLocale, Record<string, string>>;

export type PublicTextKey = keyof (typeof PUBLIC_TEXTS)['fr'];

/** The public texts in the page's language, `{name}` placeholders filled. */
export function usePublicText() {
  const { locale } = useI18n();
  return (key: PublicTextKey, params: Record<string, string> = {}) =>
    PUBLIC_TEXTS[locale][key].replace(/\{(\w+)\}/g, (all, name: string) => params[name] ?? all);
}
