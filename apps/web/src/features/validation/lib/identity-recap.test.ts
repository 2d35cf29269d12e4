import { describe, expect, it } from 'vitest';
import { createI18n } from '../../../shared/i18n/i18n.ts';
import { identityRecap } from './identity-recap.ts';

describe('identityRecap', () => {
  it('names every field and reads choices, phone and date, in the page language', () => {
    const i18n = createI18n('fr');
    const fr = identityRecap(
      {
        legal_form: 'COMPANY',
        id_document_type: 'PASSPORT',
        phone: '2290197000000',
        birth_date: '1990-05-31',
      },
      i18n.t,
      'fr',
    );
    const byField = Object.fromEntries(fr.map((line) => [line.field, line]));
    expect(byField.legal_form).toMatchObject({ label: 'Forme juridique' });
    expect(byField.legal_form?.value).not.toBe('COMPANY');
    expect(byField.id_document_type?.value).not.toBe('PASSPORT');
    expect(byField.phone?.value).toBe('+229 01 97 00 00 00');
    expect(byField.birth_date?.value).toBe('31/05/1990');
    expect(byField.activity?.value).toBe('—');
    expect(fr.map((line) => line.label)).not.toContain('legal_form');

    const en = identityRecap({ legal_form: 'COMPANY', extra_key: 'x' }, createI18n('en').t, 'en');
    expect(en.find((l) => l.field === 'legal_form')?.label).toBe('Legal form');
    expect(en.find((l) => l.field === 'extra_key')?.label).toBe('Other information');
  });
});
