import { Layout } from '../pages/layout.tsx';
import { usePublicText } from './public-texts.ts';

/** `/feexLinks/linkexpired?reason=expired|disabled|used`: a link that can no longer be paid. */
export function LinkExpiredPage({ reason }: { reason: string | null }) {
  const text = usePublicText();
  const key = reason === 'disabled' || reason === 'used' ? reason : 'expired';
  return (
    <Layout>
      <section className="end failure" role="alert" data-testid="link-expired">
        <p className="big" aria-hidden="true">
          ⌛
        </p>
        <h1>{text('expiredTitle')}</h1>
        <p>{text(key)}</p>
      </section>
    </Layout>
  );
}
