import type { CreatePaymentLinkBody, CreatePaymentLinkInput } from '@platform/contracts';
import type { NewLinkPayload } from '../api/payment-links-api.ts';

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
