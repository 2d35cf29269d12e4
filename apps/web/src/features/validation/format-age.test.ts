import { describe, expect, it } from 'vitest';
import { formatAge } from './format-age.ts';

describe('formatAge', () => {
  it('words the largest unit in the page language', () => {
    expect(formatAge(3 * 86_400 + 5, 'fr')).toBe('il y a 3 jours');
    expect(formatAge(7_200, 'en')).toBe('2 hours ago');
    expect(formatAge(90, 'es')).toBe('hace 1 minuto');
    expect(formatAge(0, 'en')).toBe('now');
  });
});
