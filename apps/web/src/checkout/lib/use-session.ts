import { useCallback, useEffect, useState } from 'react';
import { CheckoutApiError, type CheckoutSessionView, checkoutApi } from './api.ts';
import { useI18n } from './i18n.ts';

export type SessionState =
  | { kind: 'loading' }
  | { kind: 'error'; code: string; message: string }
  | { kind: 'ready'; session: CheckoutSessionView };

/** Loads a checkout session for a page; `reload` asks again (after a payment ends). */
export function useSession(id: string | null) {
  const { locale, t } = useI18n();
  const [state, setState] = useState<SessionState>({ kind: 'loading' });
  const load = useCallback(async () => {
    if (!id) {
      setState({ kind: 'error', code: 'MISSING', message: t('errors.missingSession') });
      return;
    }
    try {
      setState({ kind: 'ready', session: await checkoutApi.session(locale, id) });
    } catch (error) {
      const failure = error instanceof CheckoutApiError ? error : null;
      const message =
        failure?.code === 'NETWORK'
          ? t('errors.network')
          : failure?.status === 404 || failure?.status === 400
            ? t('errors.notFound')
            : failure?.message || t('errors.generic');
      setState({ kind: 'error', code: failure?.code ?? 'INTERNAL_ERROR', message });
    }
  }, [id, locale, t]);
  useEffect(() => {
    void load();
  }, [load]);
  return { state, reload: load };
}
