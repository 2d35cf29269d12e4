import { KYC_MAX_FILE_BYTES } from '@platform/domain';
import { describe, expect, it } from 'vitest';
import { localizeFormIssue } from '../../shared/forms/contract-resolver.ts';
import { identityForm, identityFormData, isImageOrPdf } from './identity-schema.ts';

const valid = {
  phone: '+229 01 23 45 67',
  birth_date: '1990-05-01',
  id_document_type: 'PASSPORT',
  id_document_number: 'AB123',
  legal_form: 'COMPANY',
  activity: 'Commerce',
  address: 'Rue 1',
  city: 'Cotonou',
  trade_register_number: '',
  tax_id: '',
  website: '',
};

const file = (name: string, type: string, size = 10) => new File([new Uint8Array(size)], name, { type });

function messagesFor(input: object, locale: 'fr' | 'en' = 'fr') {
  const result = identityForm.safeParse(input, { reportInput: true });
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), localizeFormIssue(i, locale)]));
}

describe('identity documents', () => {
  it('accept png, jpg, jpeg and pdf only', () => {
    expect(isImageOrPdf(file('a.PNG', 'image/png'))).toBe(true);
    expect(isImageOrPdf(file('a.jpeg', 'image/jpeg'))).toBe(true);
    expect(isImageOrPdf(file('scan.pdf', ''))).toBe(true);
    expect(isImageOrPdf(file('a.gif', 'image/gif'))).toBe(false);
    expect(isImageOrPdf(file('a.pdf', 'text/html'))).toBe(false);
  });

  it('say the spec sentence for a wrong type and the size limit for a big file', () => {
    expect(messagesFor({ ...valid, id_document: file('a.txt', 'text/plain') }).id_document).toBe(
      'Vous devez choisir un fichier de type Jpeg, Jpg, Png, ou pdf',
    );
    const big = file('a.pdf', 'application/pdf', KYC_MAX_FILE_BYTES + 1);
    expect(messagesFor({ ...valid, id_document: big }).id_document).toBe(
      'Le fichier ne doit pas dépasser 5 Mo.',
    );
    expect(messagesFor({ ...valid }, 'en').id_document).toBe('This field is required');
  });

  it('build the multipart body without empty optional fields', () => {
    const parsed = identityForm.parse({ ...valid, id_document: file('id.pdf', 'application/pdf') });
    const body = identityFormData(parsed);
    expect(body.get('phone')).toBe('+229 01 23 45 67');
    expect(body.has('website')).toBe(false);
    expect(body.get('id_document')).toBeInstanceOf(File);
    expect(body.has('business_document')).toBe(false);
  });
});
