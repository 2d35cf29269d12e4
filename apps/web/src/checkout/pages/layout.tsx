import type { ReactNode } from 'react';
import { useI18n } from '../lib/i18n.ts';
import { type CheckoutLocale, localizedPath, navigate, splitLocale } from '../lib/router.ts';

const LOCALES: readonly CheckoutLocale[] = ['fr', 'en', 'es'];

/**
 * The frame of every public page: brand, language, an optional sandbox notice, the page. While the
 * page's data loads (`waiting`), the spinner sits in a plain block, not the card: the card and the
 * sandbox notice then appear once, where they stay (no layout shift when the data arrives).
 */
export function Layout({
  children,
  sandbox = false,
  waiting = false,
}: {
  children: ReactNode;
  sandbox?: boolean;
  waiting?: boolean;
}) {
  const { t, locale } = useI18n();
  const { path } = splitLocale(window.location.pathname);
  return (
    <div className="page">
      <header className="top">
        <span className="brand">
          <span className="lock" aria-hidden="true">
            ●
          </span>{' '}
          {t('common.secure')}
        </span>
        <nav aria-label={t('common.language')} className="langs">
          {LOCALES.map((l) => {
            const href = localizedPath(l, path) + window.location.search;
            return (
              <a
                key={l}
                href={href}
                hrefLang={l}
                aria-current={l === locale ? 'true' : undefined}
                onClick={(e) => {
                  e.preventDefault();
                  // biome-ignore lint/suspicious/noDocumentCookie: the spec's i18n_redirected cookie (no Cookie Store API on older phones)
                  document.cookie = `i18n_redirected=${l}; path=/; max-age=31536000; samesite=lax`;
                  navigate(href, { replace: true });
                }}
              >
                {l.toUpperCase()}
              </a>
            );
          })}
        </nav>
      </header>
      {sandbox ? (
        <p className="sandbox" role="note">
          {t('common.sandbox')}
          <br />
          <small>{t('common.sandboxNumbers')}</small>
        </p>
      ) : null}
      {waiting ? <div className="waiting">{children}</div> : <main className="card">{children}</main>}
    </div>
  );
}

/** A public page whose data is on its way: the frame and a spinner. */
export function LoadingPage() {
  return (
    <Layout waiting>
      <Loading />
    </Layout>
  );
}

export function Loading() {
  const { t } = useI18n();
  return (
    <p className="status" aria-busy="true">
      <span className="spinner" aria-hidden="true" /> {t('common.loading')}
    </p>
  );
}

export function Problem({ title, text }: { title?: string; text: string }) {
  return (
    <div role="alert">
      {title ? <h1>{title}</h1> : null}
      <p>{text}</p>
    </div>
  );
}
