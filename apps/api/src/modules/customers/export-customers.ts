import type { Readable } from 'node:stream';
import { CUSTOMER_XLSX_ROW_CAP } from '@platform/contracts';
import type { Locale } from '@platform/domain';
import type { Db } from '../../platform/db/client.ts';
import { csvStream, exportTooLarge, xlsxWorkbook } from '../../platform/http/export-files.ts';
import { customerExportColumns } from './customer-export-columns.ts';
import { type CustomerScope, requireShop } from './customer-scope.ts';
import { toCustomerView } from './customer-view.ts';
import {
  type CustomerPosition,
  countCustomersUpTo,
  customerListConditions,
  findCustomersAfter,
  findPaymentStats,
} from './customers-repository.ts';

const BATCH = 1_000;

type Filters = { search?: string | undefined };

/** Every customer the list's filters keep, newest first, in keyset batches with their payment totals. */
async function* filteredCustomers(
  db: Db,
  where: ReturnType<typeof customerListConditions>,
  shopId: string,
  mode: 0 | 1,
) {
  let position: CustomerPosition | undefined;
  for (;;) {
    const rows = await findCustomersAfter(db, where, BATCH, position);
    const stats = await findPaymentStats(
      db,
      shopId,
      mode,
      rows.map(({ row }) => row.phoneNumber),
    );
    for (const { row } of rows) yield toCustomerView(row, stats.get(row.phoneNumber));
    const last = rows[rows.length - 1];
    if (rows.length < BATCH || !last) return;
    position = last.position;
  }
}

/** The caller's shop (404 otherwise) and the conditions of its list in the session's mode. */
async function listOf(db: Db, scope: CustomerScope, shopId: string, filters: Filters) {
  const shop = await requireShop(db, scope, shopId);
  const where = customerListConditions(
    { merchantId: scope.merchantId, shopId: shop.id, mode: scope.mode },
    filters.search,
  );
  return { shop, where };
}

/** The customers of the list as CSV (UTF-8 with BOM), streamed batch by batch; 404 for a shop not the caller's. */
export async function exportCustomersCsv(
  db: Db,
  scope: CustomerScope,
  shopId: string,
  filters: Filters,
  locale: Locale,
): Promise<Readable> {
  const { shop, where } = await listOf(db, scope, shopId, filters);
  const columns = customerExportColumns(locale, false);
  return csvStream(
    columns.headers,
    (async function* () {
      for await (const c of filteredCustomers(db, where, shop.id, scope.mode)) yield columns.row(c);
    })(),
  );
}

/**
 * The customers of the list as an XLSX workbook, at most CUSTOMER_XLSX_ROW_CAP rows (a workbook is
 * built in memory); more is EXPORT_TOO_LARGE.
 */
export async function exportCustomersXlsx(
  db: Db,
  scope: CustomerScope,
  shopId: string,
  filters: Filters,
  locale: Locale,
  cap = CUSTOMER_XLSX_ROW_CAP,
): Promise<Buffer> {
  const { shop, where } = await listOf(db, scope, shopId, filters);
  if (!(await countCustomersUpTo(db, where, cap)).exact) throw exportTooLarge(cap, locale);
  const columns = customerExportColumns(locale, true);
  const sheet = { fr: 'Clients', en: 'Customers', es: 'Clientes' }[locale];
  return xlsxWorkbook(
    columns.headers,
    (async function* () {
      for await (const c of filteredCustomers(db, where, shop.id, scope.mode)) yield columns.row(c);
    })(),
    sheet,
  );
}
