import { Button } from '@mantine/core';
import { IconReceipt } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/forms/server-errors.ts';
import { notify } from '../../../shared/ui/notify.ts';
import { receiptsApi } from '../api/receipts-api.ts';

type Props = { kind: 'transaction' | 'payout'; shop: string | undefined; id: string };

/** Downloads the PDF receipt of a successful payment or payout (shown only for those). */
export function ReceiptButton({ kind, shop, id }: Props) {
  const { t } = useTranslation();
  const [pending, setPending] = useState(false);
  const run = async () => {
    if (!shop) return;
    setPending(true);
    try {
      await (kind === 'transaction'
        ? receiptsApi.transactionReceipt(shop, id)
        : receiptsApi.payoutReceipt(shop, id));
      notify('success', t('receipts.ready'));
    } catch (error) {
      notify('error', errorMessage(error, t));
    } finally {
      setPending(false);
    }
  };
  return (
    <Button
      variant="default"
      leftSection={<IconReceipt size={16} />}
      loading={pending}
      disabled={!shop}
      onClick={() => void run()}
      data-testid="download-receipt"
    >
      {t('receipts.download')}
    </Button>
  );
}
