import { createMemoryRouter, matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PUBLIC_PAGES, SIGNED_IN_PAGES } from './route-table.ts';
import { localizedRoutes, restOnFirstVisit, sectionOfPathname } from './routes.tsx';

/** A router as main.tsx makes it: the shown language's routes, the others mounted on first visit. */
function routerAt(url: string, shown: 'fr' | 'en' | 'es') {
  const section = sectionOfPathname(url);
  return createMemoryRouter(localizedRoutes([shown], section), {
    initialEntries: [url],
    ...restOnFirstVisit(shown, section),
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

/** How many page routes a router holds (the branches it ranks and matches through). */
const pageCount = (router: ReturnType<typeof routerAt>) => {
  const count = (routes: readonly { path?: string; children?: readonly object[] }[]): number =>
    routes.reduce((sum, route) => sum + (route.path ? 1 : 0) + count((route.children ?? []) as never), 0);
  return count(router.routes as never);
};

describe('the router holds the shown section at start and mounts another on first visit', () => {
  it('starts at /dashboard with the dashboard section only', () => {
    const router = routerAt('/dashboard', 'fr');
    expect(deepestPath(router)).toBe('dashboard');
    const full = createMemoryRouter(localizedRoutes(['fr']), { initialEntries: ['/dashboard'] });
    expect(pageCount(router)).toBeLessThan(40);
    expect(pageCount(full)).toBeGreaterThan(150);
  });

  it('opens every page of the route table on a first visit from /dashboard, as the whole table does', async () => {
    const full = localizedRoutes(['fr']);
    for (const entry of [...SIGNED_IN_PAGES, ...PUBLIC_PAGES]) {
      const url = `/${entry.path.replace(/:\w+/g, 'x1')}`;
      const router = routerAt('/dashboard', 'fr');
      await router.navigate(url);
      const expected = matchRoutes(full, url)?.at(-1);
      expect(deepestPath(router), url).toBe(expected?.route.path);
      expect(deepestPath(router), url).toBe(entry.path);
      expect(router.state.matches.at(-1)?.route.handle, url).toEqual(expected?.route.handle);
    }
  });

  it('mounts a section once, in any case, and another language with its section', async () => {
    const router = routerAt('/transactions/detail/abc', 'fr');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(deepestPath(router)).toBe('transactions/detail/:id');
    const start = pageCount(router);
    await router.navigate('/FEEXLINKS/add');
    expect(deepestPath(router)?.toLowerCase()).toBe('feexlinks/add');
    const withLinks = pageCount(router);
    expect(withLinks).toBeGreaterThan(start);
    await router.navigate('/feexLinks');
    await router.navigate('/transactions');
    expect(pageCount(router)).toBe(withLinks);
    await router.navigate('/en/sandbox/dashboard');
    expect(languageRoot(router)).toBe('locale-en');
    expect(deepestPath(router)).toBe('sandbox/dashboard');
    await router.navigate('/en/admin/merchants/view/7');
    expect(deepestPath(router)).toBe('admin/merchants/view/:id');
    expect(router.state.matches.at(-1)?.params).toEqual({ id: '7' });
  });

  it('still sends an unknown section and an unknown page of a known section to the 404', async () => {
    const router = routerAt('/dashboard', 'fr');
    await router.navigate('/nowhere');
    expect(deepestPath(router)).toBe('*');
    await router.navigate('/transactions/nowhere/at/all');
    expect(deepestPath(router)).toBe('*');
    await router.navigate('/sandbox');
    expect(router.state.matches.at(-1)?.route.path).toBe('sandbox');
  });
});
