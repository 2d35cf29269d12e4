import { useEffect, useState } from 'react';
import { CheckoutApiError, checkoutApi } from '../lib/api.ts';
import { useI18n } from '../lib/i18n.ts';
import { localizedPath, navigate } from '../lib/router.ts';
import { useSession } from '../lib/use-session.ts';
import { CardForm } from '../pay/card-form.tsx';
import { EndView } from './end-view.tsx';
import { Layout, LoadingPage, Problem } from './layout.tsx';
import { SessionHeader } from './session-header.tsx';

/** `/checkout/carde?session=…`: the customer leaves for the card processor's hosted page. */
export function CardStartPage({ sessionId }: { sessionId: string | null }) {
  const { t, locale } = useI18n();
  const { state, reload } = useSession(sessionId);
  if (state.kind === 'loading') return <LoadingPage />;
  if (state.kind === 'error') return <Layout>{<Problem text={state.message} />}</Layout>;
  const { session } = state;
  if (session.status !== 'open')
    return (
      <Layout sandbox={session.mode === 'SANDBOX'}>
        <EndView session={session} onRetry={reload} />
      </Layout>
    );
  return (
    <Layout sandbox={session.mode === 'SANDBOX'}>
      <SessionHeader session={session} />
      <CardForm session={session} />
      <a
        className="button secondary"
        href={localizedPath(locale, `/checkout?session=${encodeURIComponent(session.id)}`)}
      >
        {t('common.back')}
      </a>
    </Layout>
  );
}

/** `/checkout/card/{reference}` and `/public/card/end/{reference}`: back from the card page. */
export function CardReturnPage({ reference }: { reference: string }) {
  const { t, locale } = useI18n();
  const [error, setError] = useState<string | null>(null);
  const [unknown, setUnknown] = useState(false);
  useEffect(() => {
    let live = true;
    checkoutApi
      .cardReturn(locale, reference)
      .then(({ session_id }) => {
        if (live)
          navigate(localizedPath(locale, `/checkout/end?session=${encodeURIComponent(session_id)}`), {
            replace: true,
          });
      })
      .catch((failure: unknown) => {
        // No such reference (or not even shaped like one): say so and offer the way back.
        if (live && failure instanceof CheckoutApiError && (failure.status === 400 || failure.status === 404))
          setUnknown(true);
        else if (live)
          setError(
            failure instanceof CheckoutApiError && failure.message ? failure.message : t('errors.generic'),
          );
      });
    return () => {
      live = false;
    };
  }, [reference, locale, t]);
  return (
    <Layout>
      {unknown ? (
        <>
          <Problem title={t('card.unknownReturnTitle')} text={t('card.unknownReturn')} />
          <button type="button" className="button secondary" onClick={() => window.history.back()}>
            {t('card.goBack')}
          </button>
        </>
      ) : error ? (
        <Problem text={error} />
      ) : (
        <p className="status" aria-busy="true">
          <span className="spinner" aria-hidden="true" /> {t('card.checking')}
        </p>
      )}
    </Layout>
  );
}
