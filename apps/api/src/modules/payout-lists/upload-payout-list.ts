import type { OperatorCode } from '@platform/domain';
import type { Db } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { type ListActor, requireShop } from './payout-list-scope.ts';
import { detectSpreadsheetKind, readPayoutFile } from './read-payout-file.ts';
import { stagePayoutList } from './stage-payout-list.ts';

export type UploadInput = {
  shopId: string;
  name?: string | undefined;
  sameNetwork: OperatorCode | null;
  fileName: string;
  data: Buffer;
};

/**
 * A list from an uploaded CSV, XLS or XLSX: the type is checked by name and content first
 * (anything else: UNSUPPORTED_SPREADSHEET, nothing stored), then rows are read and staged.
 */
export async function uploadPayoutList(db: Db, actor: ListActor, input: UploadInput) {
  await requireShop(db, actor, input.shopId);
  const kind = detectSpreadsheetKind(input.fileName, input.data.subarray(0, 8192));
  if (!kind) throw new AppError('UNSUPPORTED_SPREADSHEET');
  return stagePayoutList(
    db,
    {
      ...actor,
      shopId: input.shopId,
      name: input.name,
      origin: 'file',
      sameNetwork: input.sameNetwork,
      fileName: input.fileName.slice(0, 200),
    },
    readPayoutFile(kind, input.data),
  );
}
