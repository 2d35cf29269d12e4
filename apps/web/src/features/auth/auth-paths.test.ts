import { describe, expect, it } from 'vitest';
import { isAuthPage } from './auth-paths.ts';

describe('isAuthPage', () => {
  it.each([
    '/signin',
    '/signin/',
    '/signin/signout',
    '/en/signin/signout',
    '/es/signup/checkmail',
    '/noaccount',
  ])('%s is a page of the sign-in frame', (path) => expect(isAuthPage(path)).toBe(true));
  it.each(['/dashboard', '/en/transactions', '/signing', '/admin/dashboard', '/'])('%s is not', (path) =>
    expect(isAuthPage(path)).toBe(false),
  );
});
