import { describe, expect, it } from 'vitest';
import { deriveUuid, REFERENCE_NAMESPACE } from './derive-uuid.ts';

describe('deriveUuid', () => {
  it('is the name-based UUID of RFC 9562 (version 5)', () => {
    // RFC 9562 appendix A.4: the DNS namespace and www.example.com.
    expect(deriveUuid('www.example.com', '6ba7b810-9dad-11d1-80b4-00c04fd430c8')).toBe(
      '2ed6657d-e927-568b-95e1-2665a8aea6a2',
    );
  });

  it('gives one id per reference, the same every time, in our namespace by default', () => {
    const id = deriveUuid('txn_abc');
    expect(id).toBe(deriveUuid('txn_abc', REFERENCE_NAMESPACE));
    expect(id).toBe(deriveUuid('txn_abc'));
    expect(id).not.toBe(deriveUuid('txn_abd'));
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('refuses a namespace that is not a UUID', () => {
    expect(() => deriveUuid('txn_abc', 'not-a-uuid')).toThrow('namespace must be a UUID');
  });
});
