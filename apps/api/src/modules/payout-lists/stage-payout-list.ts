import { type Country, isCountry, type OperatorCode } from '@platform/domain';
import type { Db } from '../../platform/db/client.ts';
import { newId } from '../../platform/db/ids.ts';
import { PAYOUT_LIST_INSERT_BATCH, PAYOUT_LIST_MAX_NAME } from './payout-list-limits.ts';
import {
  getMerchantCountry,
  insertPayoutList,
  insertPayoutRows,
  type NewPayoutRow,
  type PayoutListRow,
} from './payout-lists-repository.ts';
import type { FileRow } from './read-payout-file.ts';
import { type RowValidationContext, validatePayoutRow } from './validate-payout-row.ts';

export type StageInput = {
  merchantId: string;
  shopId: string;
  mode: 0 | 1;
  userId: string;
  name?: string | undefined;
  origin: 'file' | 'typed' | 'copy';
  sameNetwork: OperatorCode | null;
  fileName?: string | null;
  sourceListId?: string | null;
};

/** How rows of this merchant are validated: its country reads national numbers. */
export async function validationContext(
  db: Db,
  merchantId: string,
  sameNetwork: OperatorCode | null,
): Promise<RowValidationContext> {
  const country = await getMerchantCountry(db, merchantId);
  return { sameNetwork, defaultCountry: (isCountry(country) ? country : 'BJ') as Country };
}

/** A row's id: its list's and its line's (unique in the list), so staging needs no random bytes. */
export function payoutRowId(listId: string, line: number): string {
  return `plr_${listId.slice(listId.indexOf('_') + 1)}_${line}`;
}

/** A staged row: what was read, what validation made of it. */
export function stagedRow(
  listId: string,
  merchantId: string,
  row: FileRow,
  ctx: RowValidationContext,
): NewPayoutRow {
  const checked = validatePayoutRow(row, ctx);
  return {
    id: payoutRowId(listId, row.line),
    listId,
    merchantId,
    line: row.line,
    phoneRaw: row.phone.slice(0, 60),
    networkRaw: row.network.slice(0, 60),
    amountRaw: row.amount.slice(0, 40),
    motif: checked.motif.slice(0, 500),
    phone: checked.phone,
    network: checked.network,
    amount: checked.amount,
    errors: checked.errors,
  };
}

function defaultName(input: StageInput): string {
  const base = input.fileName?.replace(/\.[a-z]+$/i, '') || '';
  const date = new Date().toISOString().slice(0, 16).replace('T', ' ');
  return (input.name?.trim() || base || `Liste ${date}`).slice(0, PAYOUT_LIST_MAX_NAME);
}

/**
 * Creates a DRAFT list and stages its rows, validated, in batches of PAYOUT_LIST_INSERT_BATCH,
 * all in ONE transaction: a file refused half-way (too many rows, unreadable) leaves nothing.
 * Rows are consumed as they are read, so a big CSV is never held whole as objects.
 */
export async function stagePayoutList(
  db: Db,
  input: StageInput,
  rows: AsyncIterable<FileRow> | Iterable<FileRow>,
): Promise<PayoutListRow> {
  const ctx = await validationContext(db, input.merchantId, input.sameNetwork);
  return db.transaction(async (tx) => {
    const list = await insertPayoutList(tx, {
      id: newId('pll'),
      merchantId: input.merchantId,
      shopId: input.shopId,
      mode: input.mode,
      name: defaultName(input),
      origin: input.origin,
      sameNetwork: input.sameNetwork,
      fileName: input.fileName ?? null,
      sourceListId: input.sourceListId ?? null,
      createdBy: input.userId,
    });
    let batch: NewPayoutRow[] = [];
    for await (const row of rows) {
      batch.push(stagedRow(list.id, input.merchantId, row, ctx));
      if (batch.length >= PAYOUT_LIST_INSERT_BATCH) {
        await insertPayoutRows(tx, batch);
        batch = [];
      }
    }
    await insertPayoutRows(tx, batch);
    return list;
  });
}
