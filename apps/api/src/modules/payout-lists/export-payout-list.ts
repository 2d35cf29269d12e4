import type { Db } from '../../platform/db/client.ts';
import { getShopForMerchant } from '../shops/shops-repository.ts';
import { rowView } from './find-payout-list-rows.ts';
import { type ListActor, requireList } from './payout-list-scope.ts';
import { type SheetFile, type SheetFormat, TEMPLATE_HEADER, writeSheet } from './payout-list-spreadsheet.ts';
import { findRowRecords } from './payout-lists-repository.ts';

export const EXPORT_HEADER = ['ligne', ...TEMPLATE_HEADER, 'frais', 'statut', 'reference', 'erreur'];

/**
 * The results of a list, one line per row: the cells as read, the fee, the row's status, the
 * payout reference and the error or failure code. The file can be uploaded again as a new list.
 */
export async function exportPayoutList(
  db: Db,
  actor: ListActor,
  listId: string,
  format: SheetFormat,
): Promise<SheetFile & { fileName: string }> {
  const list = await requireList(db, actor, listId);
  const shop = await getShopForMerchant(db, list.shopId, list.merchantId, actor.mode);
  const records = await findRowRecords(db, list.id);
  const lines: (string | number)[][] = [EXPORT_HEADER];
  for (const record of records) {
    const row = rowView(record, shop);
    lines.push([
      row.line,
      row.phone_raw,
      row.network ?? row.network_raw,
      row.amount ?? row.amount_raw,
      row.motif,
      row.fee ?? '',
      row.status,
      row.reference ?? '',
      [...row.errors, ...(row.failure ? [row.failure] : [])].join(' '),
    ]);
  }
  const file = writeSheet(lines, format, 'Resultats');
  const base = list.name.replace(/[^\p{L}\p{N}_-]+/gu, '-').replace(/^-+|-+$/g, '') || list.id;
  return { ...file, fileName: `${base}.${file.extension}` };
}
