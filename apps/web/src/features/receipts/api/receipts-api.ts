import type { StatementQuery } from '@platform/contracts';
import { downloadFile } from '../../../shared/api/download-file.ts';

const seg = encodeURIComponent;

/** A successful payment's or payout's receipt, or a shop's monthly statement, as a download. */
export const receiptsApi = {
  transactionReceipt: (shop: string, id: string) =>
    downloadFile(`/api/transactions/${seg(id)}/receipt?shop=${seg(shop)}`, `receipt-${id}.pdf`),
  payoutReceipt: (shop: string, id: string) =>
    downloadFile(`/api/payouts/${seg(id)}/receipt?shop=${seg(shop)}`, `payout-receipt-${id}.pdf`),
  statement: ({ shop, month, format = 'pdf' }: StatementQuery) =>
    downloadFile(
      `/api/statements?${new URLSearchParams({ shop, month, format }).toString()}`,
      `statement-${month}.${format}`,
    ),
};
