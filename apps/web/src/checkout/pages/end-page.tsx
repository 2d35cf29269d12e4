import { useSession } from '../lib/use-session.ts';
import { EndView } from './end-view.tsx';
import { Layout, LoadingPage, Problem } from './layout.tsx';
import { SessionHeader } from './session-header.tsx';

/**
 * `/checkout/end?session=…` and the pages a customer comes back to (`/checkoutredirect/{id}`,
 * `/checkoutredire`, `/redirect_page`, `/checkout-status`): where the session stands now.
 */
export function EndPage({ sessionId }: { sessionId: string | null }) {
  const { state, reload } = useSession(sessionId);
  if (state.kind === 'loading') return <LoadingPage />;
  if (state.kind === 'error') return <Layout>{<Problem text={state.message} />}</Layout>;
  const { session } = state;
  return (
    <Layout sandbox={session.mode === 'SANDBOX'}>
      {session.status === 'paid' ? null : <SessionHeader session={session} />}
      <EndView session={session} onRetry={reload} />
    </Layout>
  );
}
