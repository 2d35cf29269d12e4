import { describe, expect, it } from 'vitest';
import { cleanMotif, MOTIF_MAX_LENGTH } from './clean-motif.ts';

describe('cleanMotif', () => {
  it('folds accents and drops characters operators refuse', () => {
    expect(cleanMotif('Salaire <novembre> & prime "été" #12; 😀')).toBe('Salaire novembre prime ete 12');
  });
  it('keeps ordinary punctuation', () => {
    expect(cleanMotif("Facture F-12/2024, l'acompte: 50.5")).toBe("Facture F-12/2024, l'acompte: 50.5");
  });
  it('answers null for nothing usable, and cuts long texts', () => {
    expect(cleanMotif('  <>&  ')).toBeNull();
    expect(cleanMotif(undefined)).toBeNull();
    expect(cleanMotif('a'.repeat(300))).toHaveLength(MOTIF_MAX_LENGTH);
  });
});
