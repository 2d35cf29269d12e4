import { useI18n } from '../lib/i18n.ts';
import { localizedPath, navigate } from '../lib/router.ts';
import { useSession } from '../lib/use-session.ts';
import { PayPanel } from '../pay/pay-panel.tsx';
import { EndView } from './end-view.tsx';
import { Layout, LoadingPage, Problem } from './layout.tsx';
import { SessionHeader } from './session-header.tsx';

const q = (id: string) => `?session=${encodeURIComponent(id)}`;

/** `/checkout?session=cs_…` (and `/otpverify/{id}`): the customer pays a session. */
export function CheckoutPage({ sessionId }: { sessionId: string | null }) {
  const { t, locale } = useI18n();
  const { state, reload } = useSession(sessionId);
  if (state.kind === 'loading') return <LoadingPage />;
  if (state.kind === 'error') return <Layout>{<Problem text={state.message} />}</Layout>;
  const { session } = state;
  const sandbox = session.mode === 'SANDBOX';
  if (session.status !== 'open')
    return (
      <Layout sandbox={sandbox}>
        <EndView session={session} onRetry={reload} />
      </Layout>
    );
  return (
    <Layout sandbox={sandbox}>
      <SessionHeader session={session} />
      <PayPanel
        session={session}
        cardHref={localizedPath(locale, `/checkout/carde${q(session.id)}`)}
        onFinished={() => navigate(localizedPath(locale, `/checkout/end${q(session.id)}`))}
      />
      <noscript>{t('errors.generic')}</noscript>
    </Layout>
  );
}
