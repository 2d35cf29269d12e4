import type { PayoutFileCheckResponse } from '@platform/contracts';
import type { OperatorCode } from '@platform/domain';
import type { Db } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { type ListActor, requireShop } from './payout-list-scope.ts';
import { detectSpreadsheetKind, readPayoutFile } from './read-payout-file.ts';
import { validationContext } from './stage-payout-list.ts';
import { validatePayoutRow } from './validate-payout-row.ts';

const LISTED_ERRORS = 200;

/**
 * `/testcsv`: reads a CSV, XLS or XLSX payout file and checks every row with the rules of a bulk
 * upload (the same reader, `validatePayoutRow` and duplicates: same number, network and amount),
 * without creating a list or writing anything. Answers the counts, the valid total per network,
 * and the refused rows with their reasons.
 */
export async function checkPayoutFile(
  db: Db,
  actor: ListActor,
  input: { shopId: string; sameNetwork: OperatorCode | null; fileName: string; data: Buffer },
): Promise<PayoutFileCheckResponse> {
  await requireShop(db, actor, input.shopId);
  const kind = detectSpreadsheetKind(input.fileName, input.data.subarray(0, 8192));
  if (!kind) throw new AppError('UNSUPPORTED_SPREADSHEET');
  const ctx = await validationContext(db, actor.merchantId, input.sameNetwork);
  const seen = new Map<string, number>();
  const byNetwork = new Map<string, { count: number; total: bigint }>();
  const errors: PayoutFileCheckResponse['errors'] = [];
  let rows = 0;
  let valid = 0;
  let total = 0n;
  for await (const row of readPayoutFile(kind, input.data)) {
    rows += 1;
    const checked = validatePayoutRow(row, ctx);
    let duplicateOf: number | null = null;
    if (checked.phone && checked.network && checked.amount !== null) {
      const key = `${checked.phone}|${checked.network}|${checked.amount}`;
      duplicateOf = seen.get(key) ?? null;
      if (duplicateOf === null) seen.set(key, row.line);
      else checked.errors.push('DUPLICATE_ROW');
    }
    if (checked.errors.length === 0 && checked.network && checked.amount !== null) {
      valid += 1;
      total += checked.amount;
      const sum = byNetwork.get(checked.network) ?? { count: 0, total: 0n };
      byNetwork.set(checked.network, { count: sum.count + 1, total: sum.total + checked.amount });
    } else if (errors.length < LISTED_ERRORS) {
      errors.push({
        line: row.line,
        phone_raw: row.phone.slice(0, 60),
        network_raw: row.network.slice(0, 60),
        amount_raw: row.amount.slice(0, 40),
        errors: checked.errors,
        duplicate_of: duplicateOf,
      });
    }
  }
  return {
    file_name: input.fileName.slice(0, 200),
    rows,
    valid,
    invalid: rows - valid,
    total: Number(total),
    by_network: [...byNetwork].map(([network, s]) => ({ network, count: s.count, total: Number(s.total) })),
    errors,
  };
}
