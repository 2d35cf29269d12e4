import * as XLSX from '@e965/xlsx';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reconcileTransaction } from '../src/modules/collections/reconcile-transaction.ts';
import { getTransactionByReference } from '../src/modules/collections/transactions-repository.ts';
import { customers } from '../src/platform/db/schema/index.ts';
import { buildCollectionsApp } from './collections-harness.ts';
import { json, multipart } from './helper.ts';
import { tokenOf } from './insights-fixtures.ts';

let h: Awaited<ReturnType<typeof buildCollectionsApp>>;
let token: string;
beforeAll(async () => {
  h = await buildCollectionsApp();
  token = await tokenOf(h.app, 'marchand@demo.local');
});
afterAll(() => h.close());

type Customer = {
  _id: string;
  phoneNumber: string;
  network: string | null;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  notes: string | null;
  source: string;
  payments: number;
  amount_paid: number;
};

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object, bearer = token) =>
  h.app.inject({
    method,
    url,
    ...(payload ? { payload } : {}),
    headers: { authorization: `Bearer ${bearer}` },
  });

const upload = async (
  name: string,
  data: Buffer,
  shop = h.liveShop.id,
  headers: Record<string, string> = {},
) => {
  const body = await multipart({ shop }, { file: { name, data } });
  return h.app.inject({
    method: 'POST',
    url: '/api/customers/import',
    payload: body.payload,
    headers: { ...body.headers, authorization: `Bearer ${token}`, ...headers },
  });
};

const countCustomers = async (shopId: string) =>
  (await h.deps.db.select().from(customers).where(eq(customers.shopId, shopId))).length;

describe('customers: add, read, change, list', () => {
  let id: string;

  it('adds a customer with the phone normalised and its network detected', async () => {
    const response = await call('POST', '/api/customers', {
      shop: h.liveShop.id,
      phone_number: '01 97 12 34 56',
      first_name: 'Aïcha',
      last_name: 'Dossou',
      email: 'Aicha@Example.com',
      notes: 'Cliente fidèle',
    });
    expect(response.statusCode).toBe(201);
    const { customer } = json<{ customer: Customer }>(response);
    expect(customer).toMatchObject({
      phoneNumber: '2290197123456',
      network: 'mtn',
      first_name: 'Aïcha',
      email: 'aicha@example.com',
      source: 'manual',
      payments: 0,
    });
    id = customer._id;
  });

  it('refuses the same phone number in the same shop, written another way', async () => {
    const response = await call('POST', '/api/customers', {
      shop: h.liveShop.id,
      phone_number: '+229 0197123456',
    });
    expect(response.statusCode).toBe(409);
    expect(json(response)).toMatchObject({
      code: 'CUSTOMER_EXISTS',
      message: 'Un client avec ce numéro de téléphone existe déjà dans cette boutique.',
    });
  });

  it('refuses bad input with localized field messages and stores nothing', async () => {
    const before = await countCustomers(h.liveShop.id);
    const response = await call('POST', '/api/customers', {
      shop: h.liveShop.id,
      phone_number: '',
      email: 'pas-une-adresse',
    });
    expect(response.statusCode).toBe(400);
    expect(json<{ details: { path: string; message: string }[] }>(response).details).toEqual(
      expect.arrayContaining([
        { path: 'phone_number', message: 'Ce champ est obligatoire' },
        { path: 'email', message: "Cette adresse mail n'est pas valide." },
      ]),
    );
    const badPhone = await call('POST', '/api/customers', { shop: h.liveShop.id, phone_number: '12345' });
    expect(json(badPhone)).toMatchObject({ code: 'INVALID_PHONE_NUMBER' });
    expect(await countCustomers(h.liveShop.id)).toBe(before);
  });

  it('reads, changes and lists the customer', async () => {
    const read = await call('GET', `/api/customers/${id}`);
    expect(read.statusCode).toBe(200);
    const changed = await call('PATCH', `/api/customers/${id}`, { last_name: 'Dossou-Yovo', notes: '' });
    expect(changed.statusCode).toBe(200);
    expect(json<{ customer: Customer }>(changed).customer).toMatchObject({
      last_name: 'Dossou-Yovo',
      notes: null,
    });
    const list = json<{ customers: Customer[]; total: number }>(
      await call('GET', `/api/customers?shop=${h.liveShop.id}&search=yovo`),
    );
    expect(list.total).toBe(1);
    expect(list.customers[0]!._id).toBe(id);
    const none = json<{ total: number }>(
      await call('GET', `/api/customers?shop=${h.liveShop.id}&search=zzz`),
    );
    expect(none.total).toBe(0);
  });

  it('leaves a fifth of each page for the upserts of returning customers (fillfactor 80: HOT updates)', async () => {
    const { rows } = (await h.deps.db.execute(
      sql`SELECT reloptions FROM pg_class WHERE relname = 'customers' AND relnamespace = 'public'::regnamespace`,
    )) as unknown as { rows: { reloptions: string[] }[] };
    expect(rows).toEqual([{ reloptions: ['fillfactor=80'] }]);
  });

  it("answers 404 for another merchant's customer and for the other mode", async () => {
    const other = await tokenOf(h.app, 'nouveau@demo.local');
    expect((await call('GET', `/api/customers/${id}`, undefined, other)).statusCode).toBe(404);
    const patched = await call('PATCH', `/api/customers/${id}`, { first_name: 'Pirate' }, other);
    expect(patched.statusCode).toBe(404);
    expect(json(patched)).toMatchObject({ code: 'CUSTOMER_NOT_FOUND' });
    expect((await call('GET', `/api/customers/${id}/payments`, undefined, other)).statusCode).toBe(404);
    const foreignShop = await call('GET', `/api/customers?shop=${h.liveShop.id}`, undefined, other);
    expect(foreignShop.statusCode).toBe(404);
    const team = await call(
      'GET',
      `/api/customers/${id}`,
      undefined,
      await tokenOf(h.app, 'equipe@demo.local'),
    );
    expect(team.statusCode).toBe(403);
  });
});

describe('customers imported from a file', () => {
  it('imports the good rows of a CSV and lists each bad row with its line and reason', async () => {
    const csv = [
      'Téléphone;Prénom;Nom;Email;Notes',
      '0196000001;Koffi;Adjovi;koffi@example.com;VIP',
      '+229 01 60 00 00 02;Ama;Houessou;;',
      '12;Bad;Phone;;',
      '0196000003;Marc;Mail;pas-un-mail;',
      '0196000001;Double;Ligne;;',
      ';;;;',
      '01 97 12 34 56;Déjà;Là;;',
    ].join('\n');
    const response = await upload('clients.csv', Buffer.from(csv));
    expect(response.statusCode).toBe(200);
    const body = json<{
      total: number;
      imported: number;
      errors: { row: number; field: string; message: string }[];
    }>(response);
    expect(body.total).toBe(6);
    expect(body.imported).toBe(2);
    expect(body.errors).toEqual([
      { row: 4, field: 'phone_number', message: "Ce numéro de téléphone n'est pas valide." },
      { row: 5, field: 'email', message: "Cette adresse mail n'est pas valide." },
      { row: 6, field: 'phone_number', message: expect.stringContaining('existe déjà') },
      { row: 8, field: 'phone_number', message: expect.stringContaining('existe déjà') },
    ]);
    const [koffi] = await h.deps.db
      .select()
      .from(customers)
      .where(and(eq(customers.shopId, h.liveShop.id), eq(customers.phoneNumber, '2290196000001')));
    expect(koffi).toMatchObject({ firstName: 'Koffi', lastName: 'Adjovi', notes: 'VIP', source: 'import' });
  });

  it('imports an XLSX file, with row errors in the language of the request', async () => {
    const sheet = XLSX.utils.aoa_to_sheet([
      ['phone', 'first_name', 'last_name'],
      [2290197000010, 'Yao', 'Mensah'],
      ['abc', 'No', 'Phone'],
    ]);
    const workbook = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(workbook, sheet, 'Clients');
    const data = XLSX.write(workbook, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
    const response = await upload('clients.xlsx', data, h.liveShop.id, { 'accept-language': 'en' });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({
      total: 2,
      imported: 1,
      errors: [{ row: 3, field: 'phone_number', message: 'Invalid format' }],
    });
  });

  it('refuses a file of another type whole, with the spec message, importing nothing', async () => {
    const before = await countCustomers(h.liveShop.id);
    const text = await upload('clients.txt', Buffer.from('phone\n0196000099\n'));
    expect(text.statusCode).toBe(400);
    expect(json(text)).toEqual({
      code: 'UNSUPPORTED_SPREADSHEET',
      message: 'Vous devez choisir un fichier de type CSV, XLS, ou XLSX',
    });
    const fake = await upload('clients.xlsx', Buffer.from('phone\n0196000099\n'));
    expect(json(fake)).toMatchObject({ code: 'UNSUPPORTED_SPREADSHEET' });
    const noPhone = await upload('clients.csv', Buffer.from('nom\nToto\n'));
    expect(json(noPhone)).toMatchObject({ code: 'IMPORT_COLUMNS_MISSING' });
    expect(await countCustomers(h.liveShop.id)).toBe(before);
  });
});

describe('customers from payments', () => {
  it('creates the customer on a successful payment, then matches it on the next one', async () => {
    const pay = async (amount: number, extra: object = {}) => {
      const response = await h.app.inject({
        method: 'POST',
        url: '/api/transactions/public/requesttopay/mtn',
        payload: { shop: h.sandboxShop.id, amount, phoneNumber: '+229 01 97 55 44 00', ...extra },
        headers: { authorization: `Bearer ${h.sandboxKey}` },
      });
      const { reference } = json<{ reference: string }>(response);
      await h.sim.sim.flush();
      const row = await getTransactionByReference(h.deps.db, reference);
      await reconcileTransaction(h.deps.db, h.deps.operators, 'http://app.test', row!.id);
      return reference;
    };
    await pay(5_000);
    const [first] = await h.deps.db
      .select()
      .from(customers)
      .where(and(eq(customers.shopId, h.sandboxShop.id), eq(customers.phoneNumber, '2290197554400')));
    expect(first).toMatchObject({ source: 'payment', network: 'mtn', mode: 0, firstName: null });
    await pay(7_000, { first_name: 'Sena', email: 'sena@example.com' });
    const rows = await h.deps.db
      .select()
      .from(customers)
      .where(and(eq(customers.shopId, h.sandboxShop.id), eq(customers.phoneNumber, '2290197554400')));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: first!.id, firstName: 'Sena', email: 'sena@example.com' });

    // The customer's page in the sandbox session lists both payments.
    const check = await h.app.inject({
      method: 'POST',
      url: '/api/auth/users/check_password',
      payload: { password: 'Demo1234!', mode: 0 },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(check.statusCode).toBe(200);
    const sandboxToken = json<{ token?: string }>(check).token ?? token;
    const detail = await call('GET', `/api/customers/${first!.id}`, undefined, sandboxToken);
    expect(json<{ customer: Customer }>(detail).customer).toMatchObject({ payments: 2, amount_paid: 12_000 });
    const payments = json<{ payments: { amount: number; status: string }[]; total: number }>(
      await call('GET', `/api/customers/${first!.id}/payments`, undefined, sandboxToken),
    );
    expect(payments.total).toBe(2);
    expect(payments.payments.map((p) => p.amount)).toEqual([7_000, 5_000]);
  });
});
