import type { CreatePaymentLinkBody, CreatePaymentLinkInput, PaymentLinkView } from '@platform/contracts';
import type { LinkPatch, NewLinkPayload } from '../api/payment-links-api.ts';

/** The add forms' values: the contract's input (the contract validates them, messages localized). */
export type LinkFormValues = CreatePaymentLinkBody;

export function emptyLinkForm(shop: string, kind: 'link' | 'quicklink'): LinkFormValues {
  return {
    shop,
    kind,
    title: '',
    description: '',
    amount: '',
    reusable: kind === 'link',
    expires_at: null,
    collect: { name: false, email: false, phone: false },
    return_url: '',
    ...(kind === 'quicklink' ? { customer: { name: '', phone: '', email: '' } } : {}),
  };
}

/** The validated values as JSON: amounts as digit strings, empty optional texts left out. */
export function toLinkPayload(values: CreatePaymentLinkInput): NewLinkPayload {
  const payload: NewLinkPayload = {
    shop: values.shop,
    kind: values.kind,
    title: values.title,
    description: values.description,
    amount: values.amount == null ? null : values.amount.toString(),
    reusable: values.reusable,
    expires_at: values.expires_at ?? null,
    return_url: values.return_url,
  };
  if (values.kind === 'link' && values.collect) {
    payload.collect = {
      name: values.collect.name,
      email: values.collect.email,
      phone: values.collect.phone,
    };
  }
  if (values.kind === 'quicklink' && values.customer) {
    payload.customer = {
      name: values.customer.name,
      phone: values.customer.phone || undefined,
      email: values.customer.email || undefined,
    };
  }
  return payload;
}

/** The form filled with a link to edit. */
export function linkFormOf(link: PaymentLinkView): LinkFormValues {
  return {
    shop: link.shop,
    kind: link.kind,
    title: link.title,
    description: link.description ?? '',
    amount: link.amount === null ? null : String(link.amount),
    reusable: link.reusable,
    expires_at: link.expires_at,
    collect: { ...link.collect },
    return_url: link.return_url ?? '',
    ...(link.customer
      ? {
          customer: {
            name: link.customer.name,
            phone: link.customer.phone ?? '',
            email: link.customer.email ?? '',
          },
        }
      : {}),
  };
}

/** Once a link has been paid its amount, usage and customer stay as they were paid. */
export const isPaidLocked = (link: PaymentLinkView) => link.stats.payments > 0;

/**
 * An edit from the validated values: what the customer reads, the fields asked, the return
 * address; the expiry only when it changed (an expired link can be retitled); amount, usage and
 * customer only while the link has not been paid.
 */
export function toLinkPatch(values: CreatePaymentLinkInput, link: PaymentLinkView): LinkPatch {
  const patch: LinkPatch = {
    title: values.title,
    description: values.description ?? '',
    return_url: values.return_url ?? '',
  };
  const expiry = values.expires_at ?? null;
  const same =
    expiry && link.expires_at
      ? Date.parse(expiry) === Date.parse(link.expires_at)
      : expiry === link.expires_at;
  if (!same) patch.expires_at = expiry;
  if (link.kind === 'link' && values.collect) {
    patch.collect = { name: values.collect.name, email: values.collect.email, phone: values.collect.phone };
  }
  if (!isPaidLocked(link)) {
    patch.amount = values.amount == null ? null : values.amount.toString();
    if (link.kind === 'link') patch.reusable = values.reusable;
    if (link.kind === 'quicklink' && values.customer) {
      patch.customer = {
        name: values.customer.name,
        phone: values.customer.phone || undefined,
        email: values.customer.email || undefined,
      };
    }
  }
  return patch;
}
