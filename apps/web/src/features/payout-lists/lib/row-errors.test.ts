import type { PayoutListRowView } from '@platform/contracts';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { frCatalog } from '../../../shared/i18n/catalogs.ts';
import { rowProblems } from './row-errors.ts';

const row = (patch: Partial<PayoutListRowView>): PayoutListRowView => ({
  _id: 'plr_1',
  line: 3,
  phone_raw: '',
  network_raw: '',
  amount_raw: '',
  motif: '',
  phoneNumber: null,
  network: null,
  amount: null,
  errors: [],
  duplicate_of: null,
  status: 'DRAFT',
  attempt: 1,
  reference: null,
  payout_id: null,
  failure: null,
  fee: null,
  ...patch,
});

const t = i18next.createInstance();
beforeAll(async () => {
  await t.init({ lng: 'fr', resources: { fr: { translation: frCatalog } } });
});

describe('rowProblems', () => {
  it('says each error in the spec’s words, duplicates with their first line', () => {
    expect(
      rowProblems(
        row({ errors: ['AMOUNT_TOO_SMALL', 'DUPLICATE_ROW'], duplicate_of: 2 }),
        t.t.bind(t) as never,
      ),
    ).toEqual(['Ce nombre doit être supérieur à 0', 'Doublon de la ligne 2.']);
  });

  it('adds the failure of a failed payout', () => {
    expect(
      rowProblems(row({ status: 'FAILED', failure: 'INSUFFICIENT_BALANCE' }), t.t.bind(t) as never),
    ).toEqual(['Solde disponible insuffisant.']);
    expect(rowProblems(row({ status: 'FAILED', failure: 'OPERATOR_REFUSED' }), t.t.bind(t) as never)).toEqual(
      ['Échec : OPERATOR_REFUSED'],
    );
  });
});
