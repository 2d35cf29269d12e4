import { useEffect, useState } from 'react';
import { useI18n } from '../lib/i18n.ts';
import { localizedPath, navigate } from '../lib/router.ts';
import { useSession } from '../lib/use-session.ts';
import { EndView } from '../pages/end-view.tsx';
import { Layout, LoadingPage, Problem } from '../pages/layout.tsx';
import { SessionHeader } from '../pages/session-header.tsx';
import { PayPanel } from '../pay/pay-panel.tsx';
import { closedReason, openLink, PublicApiError } from './public-api.ts';
import { usePublicText } from './public-texts.ts';

const q = (session: string) => `?session=${encodeURIComponent(session)}`;

/** Opens the link once: a session for this visit (kept in the URL so a reload keeps it), or why not. */
function OpenLink({ id }: { id: string }) {
  const { locale, t } = useI18n();
  const text = usePublicText();
  const [problem, setProblem] = useState<'notFound' | 'network' | 'generic' | null>(null);
  useEffect(() => {
    let live = true;
    openLink(locale, id)
      .then(({ session }) => {
        if (live)
          navigate(localizedPath(locale, `/checkout/link/${encodeURIComponent(id)}${q(session.id)}`), {
            replace: true,
          });
      })
      .catch((error: unknown) => {
        if (!live) return;
        const failure = error instanceof PublicApiError ? error : null;
        if (failure?.status === 410) {
          navigate(localizedPath(locale, `/feexLinks/linkexpired?reason=${closedReason(failure.code)}`), {
            replace: true,
          });
        } else
          setProblem(
            failure?.status === 404 ? 'notFound' : failure?.code === 'NETWORK' ? 'network' : 'generic',
          );
      });
    return () => {
      live = false;
    };
  }, [id, locale]);
  const message =
    problem === 'notFound'
      ? text('notFound')
      : problem === 'network'
        ? t('errors.network')
        : t('errors.generic');
  return problem ? (
    <Layout>
      <Problem text={message} />
    </Layout>
  ) : (
    <LoadingPage />
  );
}

/** Pays the link's session with the checkout's pay component; the end page is the link's own. */
function PayLink({ id, sessionId }: { id: string; sessionId: string }) {
  const { locale } = useI18n();
  const { state, reload } = useSession(sessionId);
  if (state.kind === 'loading') return <LoadingPage />;
  if (state.kind === 'error') return <Layout>{<Problem text={state.message} />}</Layout>;
  const { session } = state;
  const sandbox = session.mode === 'SANDBOX';
  if (session.status !== 'open') {
    return (
      <Layout sandbox={sandbox}>
        <EndView session={session} onRetry={reload} />
      </Layout>
    );
  }
  return (
    <Layout sandbox={sandbox}>
      <SessionHeader session={session} />
      <PayPanel
        session={session}
        cardHref={localizedPath(locale, `/checkout/carde${q(session.id)}`)}
        onFinished={() =>
          navigate(localizedPath(locale, `/feexLinks/end/${encodeURIComponent(id)}${q(session.id)}`))
        }
      />
    </Layout>
  );
}

/** `/checkout/link/{id}`: the public address of a payment link or a quick link. */
export function LinkLandingPage({ id, sessionId }: { id: string; sessionId: string | null }) {
  return sessionId ? <PayLink id={id} sessionId={sessionId} /> : <OpenLink id={id} />;
}
