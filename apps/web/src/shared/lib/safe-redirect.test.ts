import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect.ts';

describe('safeRedirect', () => {
  it('keeps local paths with query and hash', () => {
    expect(safeRedirect('/dashboard', '/x')).toBe('/dashboard');
    expect(safeRedirect('/en/transactions?page=2#top', '/x')).toBe('/en/transactions?page=2#top');
  });

  it('falls back when nothing is given', () => {
    expect(safeRedirect(null, '/dashboard')).toBe('/dashboard');
    expect(safeRedirect(undefined, '/dashboard')).toBe('/dashboard');
    expect(safeRedirect('', '/dashboard')).toBe('/dashboard');
  });

  it('refuses other origins and tricks', () => {
    for (const bad of [
      'https://evil.example/phish',
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
      'dashboard',
      '/\tjavascript:alert(1)',
      ' /dashboard',
    ]) {
      expect(safeRedirect(bad, '/dashboard'), bad).toBe('/dashboard');
    }
  });

  it('does not send back to the auth pages', () => {
    expect(safeRedirect('/signin', '/dashboard')).toBe('/dashboard');
    expect(safeRedirect('/en/signin/signout', '/en/dashboard')).toBe('/en/dashboard');
    expect(safeRedirect('/signup/terms/abc', '/dashboard')).toBe('/dashboard');
    expect(safeRedirect('/signinx', '/dashboard')).toBe('/signinx');
  });
});
