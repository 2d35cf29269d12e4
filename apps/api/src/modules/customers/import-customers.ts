import {
  CUSTOMER_IMPORT_MAX_ROWS,
  customerFields,
  type ImportRowError,
  localizeIssue,
} from '@platform/contracts';
import type { Locale } from '@platform/domain';
import type { Db } from '../../platform/db/client.ts';
import { newId } from '../../platform/db/ids.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { translate } from '../../platform/i18n/translate.ts';
import { type CustomerScope, requireShop } from './customer-scope.ts';
import { type CustomerInsert, findExistingPhones, insertCustomer } from './customers-repository.ts';
import { normalizeCustomerPhone } from './normalize-customer-phone.ts';
import { readSpreadsheet } from './read-spreadsheet.ts';

type Column = 'phone_number' | 'first_name' | 'last_name' | 'email' | 'notes';

/** Header names people use, in fr, en and es, reduced to lower-case letters without accents. */
const HEADER_ALIASES: Record<string, Column> = {
  phone: 'phone_number',
  phonenumber: 'phone_number',
  telephone: 'phone_number',
  tel: 'phone_number',
  numero: 'phone_number',
  numerodetelephone: 'phone_number',
  mobile: 'phone_number',
  telefono: 'phone_number',
  number: 'phone_number',
  firstname: 'first_name',
  prenom: 'first_name',
  prenoms: 'first_name',
  nombre: 'first_name',
  lastname: 'last_name',
  nom: 'last_name',
  surname: 'last_name',
  apellido: 'last_name',
  apellidos: 'last_name',
  email: 'email',
  mail: 'email',
  adresseemail: 'email',
  correo: 'email',
  correoelectronico: 'email',
  notes: 'notes',
  note: 'notes',
  notas: 'notes',
  remarques: 'notes',
  commentaire: 'notes',
  comment: 'notes',
};

const headerKey = (cell: string) =>
  cell
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '');

export type ImportFile = { filename: string; data: Buffer };

/**
 * Imports a shop's existing customers from a CSV, XLS or XLSX file whose first row names the columns.
 * A file of another type is refused whole; otherwise every valid row is added and every refused row
 * is reported with its line number, field and reason (a bad phone number, a malformed e-mail, a phone
 * number already in the shop or repeated in the file).
 */
export async function importCustomers(
  db: Db,
  scope: CustomerScope,
  shopId: string,
  file: ImportFile,
  locale: Locale,
) {
  const shop = await requireShop(db, scope, shopId);
  const rows = readSpreadsheet(file.filename, file.data);
  const [header = [], ...body] = rows;
  const columns = header.map((cell) => HEADER_ALIASES[headerKey(cell)]);
  if (!columns.includes('phone_number')) throw new AppError('IMPORT_COLUMNS_MISSING');
  const dataRows = body
    .map((cells, i) => ({ line: i + 2, cells }))
    .filter(({ cells }) => cells.some((cell) => cell.trim() !== ''));
  if (dataRows.length === 0) throw new AppError('IMPORT_FILE_EMPTY');
  if (dataRows.length > CUSTOMER_IMPORT_MAX_ROWS) {
    throw new AppError('IMPORT_TOO_MANY_ROWS', { params: { max: CUSTOMER_IMPORT_MAX_ROWS } });
  }

  const errors: ImportRowError[] = [];
  const accepted: { line: number; values: CustomerInsert }[] = [];
  const seen = new Set<string>();
  const exists = translate(locale, 'errors', 'CUSTOMER_EXISTS');
  for (const { line, cells } of dataRows) {
    const raw: Partial<Record<Column, string>> = {};
    columns.forEach((column, i) => {
      if (column && raw[column] === undefined) raw[column] = (cells[i] ?? '').trim();
    });
    const parsed = customerFields.safeParse(raw);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        errors.push({
          row: line,
          field: String(issue.path[0] ?? 'phone_number'),
          message: localizeIssue(issue, locale),
        });
      }
      continue;
    }
    const phone = normalizeCustomerPhone(parsed.data.phone_number, scope.country);
    if (!phone) {
      errors.push({
        row: line,
        field: 'phone_number',
        message: translate(locale, 'errors', 'INVALID_PHONE_NUMBER'),
      });
      continue;
    }
    if (seen.has(phone.phoneNumber)) {
      errors.push({ row: line, field: 'phone_number', message: exists });
      continue;
    }
    seen.add(phone.phoneNumber);
    accepted.push({
      line,
      values: {
        id: newId('cus'),
        merchantId: scope.merchantId,
        shopId: shop.id,
        mode: scope.mode,
        phoneNumber: phone.phoneNumber,
        network: phone.network,
        firstName: parsed.data.first_name,
        lastName: parsed.data.last_name,
        email: parsed.data.email,
        notes: parsed.data.notes,
        source: 'import',
      },
    });
  }

  const existing = await findExistingPhones(
    db,
    shop.id,
    scope.mode,
    accepted.map(({ values }) => values.phoneNumber),
  );
  let imported = 0;
  await db.transaction(async (tx) => {
    for (const { line, values } of accepted) {
      if (!existing.has(values.phoneNumber) && (await insertCustomer(tx, values))) imported++;
      else errors.push({ row: line, field: 'phone_number', message: exists });
    }
  });
  errors.sort((a, b) => a.row - b.row);
  return { total: dataRows.length, imported, errors };
}
