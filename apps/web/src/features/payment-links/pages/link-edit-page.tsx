import { Alert, Anchor, Loader } from '@mantine/core';
import type { LinkKind } from '@platform/contracts';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { errorMessage } from '../../../shared/forms/server-errors.ts';
import { useLocalizedPath } from '../../../shared/i18n/use-locale.ts';
import { LocalizedLink } from '../../../shared/ui/localized-link.tsx';
import { usePaymentLink } from '../api/payment-links-queries.ts';
import { LinkForm } from '../components/link-form.tsx';
import { linkPaths } from '../lib/link-paths.ts';

function EditLink({ kind }: { kind: LinkKind }) {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const paths = linkPaths(kind);
  // Read once: the form must not be refilled under the merchant's typing.
  const detail = usePaymentLink(id, { poll: false });
  if (detail.isPending) return <Loader />;
  if (detail.isError || detail.data.link.kind !== kind) {
    return (
      <Alert color="red" icon={<IconAlertCircle size={18} />}>
        {detail.isError ? errorMessage(detail.error, t) : t('paymentLinks.detail.notFound')}{' '}
        <Anchor component={LocalizedLink} to={paths.list}>
          {t('paymentLinks.detail.back')}
        </Anchor>
      </Alert>
    );
  }
  const { link } = detail.data;
  return (
    <LinkForm
      key={link._id}
      shop={link.shop}
      kind={kind}
      link={link}
      onSaved={() => navigate(localize(paths.detail(link._id)))}
      onCancel={() => navigate(localize(paths.detail(link._id)))}
    />
  );
}

/** `/feexLinks/edit/:id`: the link's form filled, its checkout's live preview beside it. */
export function LinkEditPage() {
  return <EditLink kind="link" />;
}

/** `/quicklinks/edit/:id`. */
export function QuickLinkEditPage() {
  return <EditLink kind="quicklink" />;
}
