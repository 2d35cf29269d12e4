import type { TimelineItem } from '@platform/contracts';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import fr from '../locales/fr.json';
import { describeEvent } from './transaction-timeline.tsx';

/** The French catalog's texts with their values filled in, as i18next would. */
const t = ((key: string, values: Record<string, string> = {}) => {
  const path = key.split('.').slice(1);
  let text: unknown = fr;
  for (const part of path) text = (text as Record<string, unknown>)[part];
  return String(text).replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
}) as unknown as TFunction;

const item = (data: Record<string, unknown>): TimelineItem =>
  ({ kind: 'checkout.duplicate', at: '2026-01-01T00:00:00Z', data }) as TimelineItem;

describe('the timeline of a duplicate checkout payment', () => {
  it('names the payment that paid the session and the automatic refund', () => {
    expect(describeEvent(item({ paidBy: 'txn_1', refund: 'rfd_1' }), t)).toEqual({
      title: 'Paiement en double : la session était déjà payée par txn_1',
      detail: 'Remboursé automatiquement (remboursement rfd_1)',
    });
  });

  it('says when the refund could not be made, with its reason', () => {
    expect(
      describeEvent(item({ paidBy: 'txn_1', refund: null, refusal: 'INSUFFICIENT_BALANCE' }), t).detail,
    ).toBe(
      'Remboursement automatique impossible (INSUFFICIENT_BALANCE) : à rembourser depuis la page Remboursements',
    );
  });
});
