import { Alert, Anchor, Loader } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { errorMessage } from '../../../shared/forms/server-errors.ts';
import { useLocalizedPath } from '../../../shared/i18n/use-locale.ts';
import { LocalizedLink } from '../../../shared/ui/localized-link.tsx';
import { usePaymentPage } from '../api/payment-pages-queries.ts';
import { PageForm } from '../components/page-form.tsx';

/** `/feexpage/edit/:id`: the builder filled with a page, its live preview beside it. */
export function PaymentPageEditPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  // Read once: the builder must not be refilled under the merchant's typing.
  const detail = usePaymentPage(id, { poll: false });
  const detailPath = `/feexpage/detail/${encodeURIComponent(id)}`;
  if (detail.isPending) return <Loader />;
  if (detail.isError) {
    return (
      <Alert color="red" icon={<IconAlertCircle size={18} />}>
        {errorMessage(detail.error, t)}{' '}
        <Anchor component={LocalizedLink} to="/feexpage">
          {t('paymentPages.detail.back')}
        </Anchor>
      </Alert>
    );
  }
  const { page } = detail.data;
  return (
    <PageForm
      key={page._id}
      shop={page.shop}
      page={page}
      onSaved={() => navigate(localize(detailPath))}
      onCancel={() => navigate(localize(detailPath))}
    />
  );
}
