import { createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { localizedRoutes, otherLocalesOnFirstVisit } from './routes.tsx';

/** A router as main.tsx makes it: the shown language's routes, the others mounted on first visit. */
function routerAt(url: string, shown: 'fr' | 'en' | 'es') {
  return createMemoryRouter(localizedRoutes([shown]), {
    initialEntries: [url],
    ...otherLocalesOnFirstVisit(shown),
  });
}

const languageRoot = (router: ReturnType<typeof routerAt>) => router.state.matches[1]?.route.id;
const deepestPath = (router: ReturnType<typeof routerAt>) => router.state.matches.at(-1)?.route.path;
const mountedLanguages = (router: ReturnType<typeof routerAt>) =>
  router.routes[0]?.children?.map((route) => route.id);

describe('the router holds one language at start and mounts another on first visit', () => {
  it('starts with the shown language only', () => {
    const router = routerAt('/dashboard', 'fr');
    expect(mountedLanguages(router)).toEqual(['locale-fr']);
    expect(languageRoot(router)).toBe('locale-fr');
    expect(deepestPath(router)).toBe('dashboard');
  });

  it('mounts English when a navigation leads to /en (not the French 404)', async () => {
    const router = routerAt('/dashboard', 'fr');
    await router.navigate('/en/transactions');
    expect(languageRoot(router)).toBe('locale-en');
    expect(deepestPath(router)).toBe('transactions');
    expect(mountedLanguages(router)).toEqual(['locale-fr', 'locale-en']);
    // Back to French, then to English again: nothing is mounted twice.
    await router.navigate('/transactions');
    await router.navigate('/en/dashboard');
    expect(languageRoot(router)).toBe('locale-en');
    expect(mountedLanguages(router)).toEqual(['locale-fr', 'locale-en']);
  });

  it('mounts French from an English start, with a path parameter', async () => {
    const router = routerAt('/en/signin', 'en');
    expect(mountedLanguages(router)).toEqual(['locale-en']);
    await router.navigate('/transactions/detail/abc');
    expect(languageRoot(router)).toBe('locale-fr');
    expect(deepestPath(router)).toBe('transactions/detail/:id');
    expect(router.state.matches.at(-1)?.params).toEqual({ id: 'abc' });
  });

  it('starts at once on a path with a parameter in the shown language', async () => {
    const router = routerAt('/es/transactions/detail/abc', 'es');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(router.state.initialized).toBe(true);
    expect(deepestPath(router)).toBe('transactions/detail/:id');
    expect(mountedLanguages(router)).toEqual(['locale-es']);
  });

  it('leaves an unknown path to the 404 of the shown language', async () => {
    const router = routerAt('/dashboard', 'fr');
    await router.navigate('/nowhere/at/all');
    expect(deepestPath(router)).toBe('*');
    expect(languageRoot(router)).toBe('locale-fr');
    await router.navigate('/es/nowhere');
    expect(languageRoot(router)).toBe('locale-es');
    expect(deepestPath(router)).toBe('*');
  });
});
