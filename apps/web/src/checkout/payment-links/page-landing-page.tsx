import { useEffect, useState } from 'react';
import { useI18n } from '../lib/i18n.ts';
import { localizedPath, navigate } from '../lib/router.ts';
import { useSession } from '../lib/use-session.ts';
import { EndView } from '../pages/end-view.tsx';
import { Layout, Loading, LoadingPage, Problem } from '../pages/layout.tsx';
import { SessionHeader } from '../pages/session-header.tsx';
import { PayPanel } from '../pay/pay-panel.tsx';
import { PageChoice } from './page-choice.tsx';
import './payment-links.css';
import { PublicApiError } from './public-api.ts';
import { type PublicPage, publicPagesApi } from './public-page-api.ts';
import { usePublicText } from './public-texts.ts';

const q = (session: string) => `?session=${encodeURIComponent(session)}`;

/** The page's brand: a colour band, its image, title and description. */
function Brand({ page }: { page: PublicPage }) {
  return (
    <div className="head">
      <div className="brand-band" style={{ background: page.brand_color }} />
      {page.shop_logo_url ? (
        <img className="shop-logo" src={page.shop_logo_url} alt={page.shop_name} />
      ) : null}
      {page.image_url ? <img className="brand-image" src={page.image_url} alt="" /> : null}
      <p className="muted">{page.shop_name}</p>
      <h1 data-testid="page-title">{page.title}</h1>
      {page.description ? <p style={{ whiteSpace: 'pre-line' }}>{page.description}</p> : null}
    </div>
  );
}

/** Pays a session opened from the page, with the checkout's pay component; ends on the page's end. */
function PaySession({ pageId, sessionId }: { pageId: string; sessionId: string }) {
  const { locale } = useI18n();
  const { state, reload } = useSession(sessionId);
  if (state.kind === 'loading') return <Loading />;
  if (state.kind === 'error') return <Problem text={state.message} />;
  const { session } = state;
  if (session.status !== 'open') return <EndView session={session} onRetry={reload} />;
  return (
    <>
      <SessionHeader session={session} />
      <PayPanel
        session={session}
        cardHref={localizedPath(locale, `/page/card/${encodeURIComponent(pageId)}${q(session.id)}`)}
        onFinished={() =>
          navigate(localizedPath(locale, `/page/end/${encodeURIComponent(pageId)}${q(session.id)}`))
        }
      />
    </>
  );
}

/**
 * `/page/{slug}/{id}`: the branded page, the customer's choice, then the pay component. The
 * session is put in the URL (without a re-render) so a reload pays the same one.
 */
export function PageLandingPage({ id, sessionId }: { id: string; sessionId: string | null }) {
  const { locale, t } = useI18n();
  const text = usePublicText();
  const [page, setPage] = useState<PublicPage | null>(null);
  const [problem, setProblem] = useState<'notFound' | 'disabled' | 'generic' | null>(null);
  const [session, setSession] = useState(sessionId);
  useEffect(() => {
    if (sessionId) return;
    let live = true;
    publicPagesApi
      .get(locale, id)
      .then((data) => live && setPage(data.page))
      .catch((error: unknown) => {
        if (!live) return;
        const status = error instanceof PublicApiError ? error.status : 0;
        setProblem(status === 404 || status === 400 ? 'notFound' : status === 410 ? 'disabled' : 'generic');
      });
    return () => {
      live = false;
    };
  }, [id, locale, sessionId]);

  if (session) {
    return (
      <Layout sandbox={page?.mode === 'SANDBOX'}>
        {page ? <Brand page={page} /> : null}
        <PaySession pageId={id} sessionId={session} />
      </Layout>
    );
  }
  if (problem) {
    const message =
      problem === 'notFound'
        ? text('pageNotFound')
        : problem === 'disabled'
          ? text('pageDisabled')
          : t('errors.generic');
    return (
      <Layout>
        <Problem text={message} />
      </Layout>
    );
  }
  if (!page) return <LoadingPage />;
  return (
    <Layout sandbox={page.mode === 'SANDBOX'}>
      <Brand page={page} />
      <PageChoice
        page={page}
        onOpened={(opened) => {
          window.history.replaceState(null, '', `${window.location.pathname}${q(opened)}`);
          setSession(opened);
        }}
      />
    </Layout>
  );
}
