import { describe, expect, it } from 'vitest';
import {
  EARLY_SUBMIT_GUARD,
  pageWithFirstPaint,
  prerenderedFile,
  withThemeStyles,
} from './prerendered-page.ts';

const INDEX = `<!doctype html>
<html lang="fr">
  <head>
    <title>Paiements marchands</title>
    <script type="module" crossorigin src="/assets/main-abc.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/app-start-abc.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

describe('the prerendered sign-in page', () => {
  const page = {
    name: 'signin' as const,
    path: '/en/signin',
    locale: 'en' as const,
    title: 'Merchant <Payments>',
    html: '<form></form>',
    modules: [],
  };

  it('puts the rendered page, its language, title and the submit guard into the built index.html', () => {
    const html = pageWithFirstPaint(INDEX, page);
    expect(html).toContain('<html lang="en" data-mantine-color-scheme="light">');
    expect(html).toContain('<title>Merchant &lt;Payments&gt;</title>');
    expect(html).toContain('<div id="root" data-prerendered=""><form></form></div>');
    expect(html).toContain(`<script>${EARLY_SUBMIT_GUARD}</script>`);
    // The app's scripts are fetched and run once the page has painted; the styles are kept as built.
    expect(html).not.toContain('main-abc.js"></script>');
    expect(html).toContain(
      '<script type="module">requestAnimationFrame(()=>setTimeout(()=>{for(const f of ["/assets/main-abc.js"])',
    );
    expect(html).toContain('import("/assets/main-abc.js")}))</script>');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/app-start-abc.css">');
  });

  it('preloads the files of the entry and of the page, each once, after the first paint', () => {
    const built = INDEX.replace(
      '</head>',
      '<link rel="modulepreload" crossorigin href="/assets/app-start-abc.js">\n  </head>',
    );
    const html = pageWithFirstPaint(built, page, ['assets/app-start-abc.js', 'assets/signin-page-abc.js']);
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).toContain('["/assets/main-abc.js","/assets/app-start-abc.js","/assets/signin-page-abc.js"]');
    expect(html.indexOf('signin-page-abc.js')).toBeLessThan(html.indexOf('</head>'));
  });

  it("keeps index.html's early session refresh, before the styles", () => {
    const early = '<script>window.__earlyRefresh = fetch("/api/auth/users/refresh")</script>';
    const html = pageWithFirstPaint(INDEX.replace('<title>', `${early}\n    <title>`), page);
    expect(html).toContain(early);
    expect(html.indexOf(early)).toBeLessThan(html.indexOf('<link rel="stylesheet"'));
  });

  it('keeps a `$` of the rendered page as it is', () => {
    expect(pageWithFirstPaint(INDEX, { ...page, html: '<p>$& $1</p>' })).toContain('<p>$& $1</p>');
  });

  it('refuses an index.html it cannot fill', () => {
    expect(() => pageWithFirstPaint(INDEX.replace('<div id="root"></div>', ''), page)).toThrow(/root/);
  });

  it("links the styles of the page's own chunks after the built ones, each once", () => {
    const html = pageWithFirstPaint(
      INDEX,
      page,
      [],
      ['assets/app-start-abc.css', 'assets/shell-chunk-abc.css'],
    );
    expect(html.match(/app-start-abc\.css/g)).toHaveLength(1);
    const shell = html.indexOf('<link rel="stylesheet" crossorigin href="/assets/shell-chunk-abc.css">');
    expect(shell).toBeGreaterThan(html.indexOf('app-start-abc.css'));
    expect(shell).toBeLessThan(html.indexOf('</head>'));
  });

  it('writes one file per page and language where the API looks', () => {
    expect(prerenderedFile('signin', 'fr')).toBe('pages/fr/signin.html');
    expect(prerenderedFile('signin', 'es')).toBe('pages/es/signin.html');
    expect(prerenderedFile('dashboard', 'en')).toBe('pages/en/dashboard.html');
  });
});

describe("the theme's styles in the head", () => {
  const styles = '<style data-mantine-styles="true">:root{--mantine-color-brand-6:#d45d00}</style>';

  it('go after the built styles whose default variables they override, and stay in the pages made from it', () => {
    const index = withThemeStyles(INDEX, styles);
    expect(index.indexOf(styles)).toBeGreaterThan(index.indexOf('app-start-abc.css'));
    expect(index.indexOf(styles)).toBeLessThan(index.indexOf('</head>'));
    const page = pageWithFirstPaint(index, {
      name: 'dashboard',
      path: '/dashboard',
      locale: 'fr',
      title: 'Tableau de bord',
      html: '<main></main>',
      modules: [],
    });
    expect(page.split(styles)).toHaveLength(2);
    expect(page.indexOf(styles)).toBeLessThan(page.indexOf('<div id="root"'));
  });

  it('refuse a page without a head', () => {
    expect(() => withThemeStyles('<html><body></body></html>', styles)).toThrow('</head>');
  });
});
