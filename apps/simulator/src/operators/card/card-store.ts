import { randomBytes } from 'node:crypto';

export type CardPaymentStatus = 'requires_payment' | 'requires_action' | 'succeeded' | 'failed';

export interface SimCardPayment {
  id: string;
  reference: string;
  amount: bigint;
  currency: string;
  description: string | null;
  returnUrl: string;
  notifyUrl: string | null;
  status: CardPaymentStatus;
  failure: { code: string; message: string } | null;
  card: { token: string; brand: string; last4: string } | null;
  createdAt: number;
  updatedAt: number;
}

export const newCardId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

/** The processor's payments, by id and by the merchant's reference (one payment per reference). */
export class CardStore {
  readonly #byId = new Map<string, SimCardPayment>();
  readonly #byReference = new Map<string, string>();

  add(payment: SimCardPayment): void {
    this.#byId.set(payment.id, payment);
    this.#byReference.set(payment.reference, payment.id);
  }

  get(id: string): SimCardPayment | undefined {
    return this.#byId.get(id);
  }

  byReference(reference: string): SimCardPayment | undefined {
    const id = this.#byReference.get(reference);
    return id ? this.#byId.get(id) : undefined;
  }

  list(): SimCardPayment[] {
    return [...this.#byId.values()];
  }

  clear(): void {
    this.#byId.clear();
    this.#byReference.clear();
  }
}

export function serializeCardPayment(payment: SimCardPayment, hostedUrl: string) {
  return {
    id: payment.id,
    reference: payment.reference,
    status: payment.status,
    amount: Number(payment.amount),
    currency: payment.currency,
    description: payment.description,
    hosted_url: hostedUrl,
    failure: payment.failure,
    card: payment.card,
    created_at: new Date(payment.createdAt).toISOString(),
    updated_at: new Date(payment.updatedAt).toISOString(),
  };
}
