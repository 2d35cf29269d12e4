import * as XLSX from '@e965/xlsx';
import { parse } from 'csv-parse/sync';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../src/composition/seed/demo-seed.ts';
import { exportCustomersXlsx } from '../src/modules/customers/export-customers.ts';
import { findShops } from '../src/modules/shops/shops-repository.ts';
import { newId } from '../src/platform/db/ids.ts';
import { customers, transactions, users } from '../src/platform/db/schema/index.ts';
import { AppError } from '../src/platform/errors/app-error.ts';
import { buildTestApp, json, type TestApp } from './helper.ts';
import { tokenOf } from './insights-fixtures.ts';

let t: TestApp;
let token = '';
let merchantId = '';
let liveShop = '';
let sandboxShop = '';
let otherShop = '';
const base = Date.parse('2026-09-01T08:00:00Z');
/** More than one export batch (1,000), all created at the same instant: batches must tie-break by id. */
const BULK = 1_005;

const merchantOf = async (email: string) =>
  (await t.deps.db.select().from(users).where(eq(users.email, email)))[0]!.merchantId!;

beforeAll(async () => {
  t = await buildTestApp();
  await seedDemo(t.deps.db, 'test');
  token = await tokenOf(t.app, 'marchand@demo.local');
  merchantId = await merchantOf('marchand@demo.local');
  liveShop = (await findShops(t.deps.db, merchantId, 1))[0]!.id;
  sandboxShop = (await findShops(t.deps.db, merchantId, 0))[0]!.id;
  const otherMerchant = await merchantOf('filleul@demo.local');
  otherShop = (await findShops(t.deps.db, otherMerchant, 1))[0]!.id;

  const row = (i: number, extra: Partial<typeof customers.$inferInsert> = {}) => ({
    id: newId('cus'),
    merchantId,
    shopId: liveShop,
    mode: 1,
    phoneNumber: `229019${String(i).padStart(7, '0')}`,
    createdAt: new Date(base),
    ...extra,
  });
  await t.deps.db.insert(customers).values([
    ...Array.from({ length: BULK }, (_, i) => row(i, { firstName: 'Lot' })),
    row(900_001, {
      firstName: 'Aïcha',
      lastName: 'Exportée',
      email: 'aicha@example.com',
      network: 'mtn',
      notes: 'VIP',
      source: 'import',
      createdAt: new Date(base + 60_000),
    }),
    // Noise: the same merchant's sandbox, and another merchant's shop, both matching the search.
    row(900_002, { shopId: sandboxShop, mode: 0, lastName: 'Exportée' }),
    row(900_003, { merchantId: otherMerchant, shopId: otherShop, lastName: 'Exportée' }),
  ]);
  // Aïcha paid twice successfully (and failed once): the export carries the totals.
  const payment = (amount: bigint, status: string) => ({
    id: newId('txn'),
    reference: newId('ref'),
    merchantId,
    shopId: liveShop,
    mode: 1,
    type: 'PAYMENT',
    operator: 'mtn',
    phoneNumber: '2290190900001',
    amount,
    fee: 0n,
    customerPays: amount,
    merchantReceives: amount,
    status,
    createdAt: new Date(base + 120_000),
  });
  await t.deps.db
    .insert(transactions)
    .values([payment(5_000n, 'SUCCESSFUL'), payment(7_500n, 'SUCCESSFUL'), payment(1_000n, 'FAILED')]);
});
afterAll(() => t.close());

const exportOf = (query: Record<string, string>, lang = 'fr', bearer = token) =>
  t.app.inject({
    url: `/api/customers/export?${new URLSearchParams({ shop: liveShop, ...query })}`,
    headers: { authorization: `Bearer ${bearer}`, 'accept-language': lang },
  });

const csvOf = (body: string) => parse(body, { bom: true, columns: true }) as Record<string, string>[];

describe('GET /api/customers/export', () => {
  it("streams every customer of the caller's shop and mode as CSV, newest first, none of anyone else's", async () => {
    const response = await exportOf({});
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/csv/);
    expect(response.headers['content-disposition']).toMatch(/attachment; filename="customers-live-.*\.csv"/);
    const records = csvOf(response.body);
    const [stored] = await t.deps.db
      .select({ n: count() })
      .from(customers)
      .where(and(eq(customers.shopId, liveShop), eq(customers.mode, 1)));
    expect(records).toHaveLength(Number(stored!.n));
    expect(records.filter((r) => r.Prénom === 'Lot')).toHaveLength(BULK);
    expect(new Set(records.map((r) => r.Téléphone)).size).toBe(records.length);
    expect(records.filter((r) => r.Nom === 'Exportée')).toHaveLength(1);
    expect(records[0]).toEqual({
      Téléphone: '+229 01 90 90 00 01',
      Prénom: 'Aïcha',
      Nom: 'Exportée',
      'E-mail': 'aicha@example.com',
      Réseau: 'MTN Bénin',
      'Paiements réussis': '2',
      'Montant payé (XOF)': '12500',
      'Dernier paiement (UTC)': new Date(base + 120_000).toISOString(),
      'Ajouté le (UTC)': new Date(base + 60_000).toISOString(),
      Origine: 'Import',
      Notes: 'VIP',
    });
  });

  it("keeps the list's search, with headers in the request language", async () => {
    const records = csvOf((await exportOf({ search: 'exportée' }, 'en')).body);
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({
      Phone: '+229 01 90 90 00 01',
      'Last name': 'Exportée',
      Source: 'Import',
    });
    const none = csvOf((await exportOf({ search: 'personne' })).body);
    expect(none).toEqual([]);
  });

  it('writes an XLSX workbook that reads back, numbers and dates typed', async () => {
    const response = await exportOf({ search: 'aicha@', format: 'xlsx' }, 'es');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/filename="customers-live-.*\.xlsx"/);
    const book = XLSX.read(response.rawPayload, { type: 'buffer', cellDates: true });
    expect(book.SheetNames).toEqual(['Clientes']);
    const rows = XLSX.utils.sheet_to_json<Record<string, unknown>>(book.Sheets.Clientes!);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ Nombre: 'Aïcha', 'Pagos exitosos': 2, 'Importe pagado (XOF)': 12_500 });
    expect(rows[0]!['Añadido el (UTC)']).toBeInstanceOf(Date);
  });

  it('refuses an XLSX past its row cap, writing nothing', async () => {
    const scope = { merchantId, mode: 1 as const, country: 'BJ' };
    const refusal = await exportCustomersXlsx(t.deps.db, scope, liveShop, {}, 'fr', 10).catch((e) => e);
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal).toMatchObject({ code: 'EXPORT_TOO_LARGE', params: { cap: '10' } });
  });

  it('answers a bad filter or format with a localized 400', async () => {
    const long = await exportOf({ search: 'x'.repeat(81) });
    expect(long.statusCode).toBe(400);
    expect(json<{ code: string; message: string }>(long).code).toBe('VALIDATION_ERROR');
    const format = await exportOf({ format: 'pdf' }, 'en');
    expect(format.statusCode).toBe(400);
    const french = await exportOf({ format: 'pdf' }, 'fr');
    expect(json<{ message: string }>(format).message).not.toBe(json<{ message: string }>(french).message);
    expect(json<{ message: string }>(french).message).toBe('Certains champs ne sont pas valides.');
    expect((await exportOf({ shop: '' })).statusCode).toBe(400);
  });

  it("answers 404 for another merchant's shop and 403 to a team member without the customers right", async () => {
    const other = await tokenOf(t.app, 'filleul@demo.local');
    const foreign = await exportOf({}, 'fr', other);
    expect(foreign.statusCode).toBe(404);
    expect(json(foreign)).toMatchObject({ code: 'SHOP_NOT_FOUND' });
    // The other merchant's own export holds its customers, none of the first merchant's.
    const own = csvOf(
      (
        await t.app.inject({
          url: `/api/customers/export?shop=${otherShop}`,
          headers: { authorization: `Bearer ${other}` },
        })
      ).body,
    );
    expect(own.map((r) => r.Téléphone)).toContain('+229 01 90 90 00 03');
    expect(own.some((r) => r.Prénom === 'Lot' || r.Téléphone === '+229 01 90 90 00 01')).toBe(false);
    const team = await exportOf({}, 'fr', await tokenOf(t.app, 'equipe@demo.local'));
    expect(team.statusCode).toBe(403);
  });
});
