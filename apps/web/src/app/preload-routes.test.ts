import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { lazyLoaders, localizedRoutes } from './routes.tsx';

describe('lazyLoaders', () => {
  const loadersAt = (path: string) => lazyLoaders(matchRoutes(localizedRoutes(), path) ?? []);

  it('finds the frame and the page of a signed-in path, in every language', () => {
    // ShellRoot, MerchantShell and the page: fetched together at start, not one inside the other.
    for (const path of ['/transactions', '/en/transactions', '/es/dashboard'])
      expect(loadersAt(path)).toHaveLength(3);
  });

  it('finds the sign-in page', () => {
    expect(loadersAt('/signin')).toHaveLength(1);
    expect(loadersAt('/en/signin')).toHaveLength(1);
  });

  it('finds nothing where nothing is lazy', () => {
    expect(loadersAt('/nowhere/at/all')).toHaveLength(0);
  });
});
