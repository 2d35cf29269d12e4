import * as XLSX from '@e965/xlsx';
import { parse } from 'csv-parse/sync';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/composition/seed/demo-seed.ts';
import { reconcileTransaction } from '../src/modules/collections/reconcile-transaction.ts';
import { getTransactionByReference } from '../src/modules/collections/transactions-repository.ts';
import { findShops } from '../src/modules/shops/shops-repository.ts';
import { exportTransactionsXlsx } from '../src/modules/transactions/export-transactions.ts';
import {
  countTransactions,
  listConditions,
} from '../src/modules/transactions/transaction-list-repository.ts';
import { newId } from '../src/platform/db/ids.ts';
import { transactions, users, webhookEndpoints } from '../src/platform/db/schema/index.ts';
import { AppError } from '../src/platform/errors/app-error.ts';
import { buildCollectionsApp } from './collections-harness.ts';
import { json, loginAs } from './helper.ts';

let h: Awaited<ReturnType<typeof buildCollectionsApp>>;
let token = '';
const seeded: (typeof transactions.$inferSelect)[] = [];
const base = Date.parse('2026-10-01T08:00:00Z');
const operators = ['mtn', 'moov', 'celtiis_bj'] as const;
const phones = { mtn: '2290197000', moov: '2290195000', celtiis_bj: '2290140000' } as const;
const statuses = ['SUCCESSFUL', 'FAILED', 'PENDING', 'UNKNOWN', 'CREATED'] as const;

/** 45 rows of the live shop with varied fields; every 5th pair shares a timestamp (ties by id). */
async function seedRows() {
  const rows: (typeof transactions.$inferInsert)[] = [];
  for (let i = 0; i < 45; i++) {
    const operator = operators[i % 3]!;
    const amount = BigInt(1000 + ((i * 7919) % 50) * 100);
    rows.push({
      id: newId('txn'),
      reference: `ref-${String(i).padStart(3, '0')}`,
      merchantId: h.merchantId,
      shopId: h.liveShop.id,
      mode: 1,
      type: i % 9 === 0 ? 'CARD' : 'PAYMENT',
      operator,
      phoneNumber: `${phones[operator]}${String(i).padStart(3, '0')}`,
      amount,
      fee: amount / 50n,
      customerPays: amount,
      merchantReceives: amount - amount / 50n,
      status: statuses[i % 5]!,
      merchantReference: i === 7 ? 'FACT-2026-007' : null,
      firstName: i % 2 === 0 ? 'Awa' : null,
      createdAt: new Date(base + Math.floor(i / 2) * 3_600_000),
    });
  }
  // Noise: the same merchant's sandbox shop, and a row that would match every filter elsewhere.
  rows.push({
    ...rows[0]!,
    id: newId('txn'),
    reference: 'noise-sandbox',
    shopId: h.sandboxShop.id,
    mode: 0,
  });
  const inserted = await h.deps.db.insert(transactions).values(rows).returning();
  seeded.push(...inserted.filter((r) => r.shopId === h.liveShop.id));
}

beforeAll(async () => {
  h = await buildCollectionsApp();
  await seedRows();
  token = json<{ token: string }>(await loginAs(h.app, 'marchand@demo.local', DEMO_PASSWORD)).token;
});
afterAll(() => h.close());

const auth = (t = token) => ({ authorization: `Bearer ${t}` });
type ListBody = {
  items: { _id: string; reference: string; amount: number; status: string; created_at: string }[];
  next_cursor: string | null;
  prev_cursor: string | null;
  total: number;
  total_exact: boolean;
};
async function list(query: Record<string, string | number>) {
  const search = new URLSearchParams({
    shop: h.liveShop.id,
    ...Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
  });
  const response = await h.app.inject({ url: `/api/transactions?${search}`, headers: auth() });
  return response;
}
const listed = async (query: Record<string, string | number>) => {
  const response = await list(query);
  expect(response.statusCode, response.body).toBe(200);
  return json<ListBody>(response);
};
const publicOf = (s: string) => (s === 'SUCCESSFUL' ? 'SUCCESSFUL' : s === 'FAILED' ? 'FAILED' : 'PENDING');

describe('GET /api/transactions: filters', () => {
  it('lists only the shop and mode asked, newest first, with the count', async () => {
    const body = await listed({ limit: 100 });
    expect(body.total).toBe(45);
    expect(body.total_exact).toBe(true);
    expect(body.items.map((i) => i.reference)).not.toContain('noise-sandbox');
    const times = body.items.map((i) => i.created_at);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('filters by status (every open state is PENDING), network, type, amounts and period', async () => {
    const pending = await listed({ status: 'PENDING', limit: 100 });
    expect(pending.total).toBe(seeded.filter((r) => publicOf(r.status) === 'PENDING').length);
    expect(pending.items.every((i) => i.status === 'PENDING')).toBe(true);

    const moov = await listed({ network: 'moov', limit: 100 });
    expect(moov.total).toBe(15);

    const cards = await listed({ type: 'CARD', limit: 100 });
    expect(cards.total).toBe(seeded.filter((r) => r.type === 'CARD').length);

    const amounts = await listed({ amount_min: 2000, amount_max: 4000, limit: 100 });
    const expected = seeded.filter((r) => r.amount >= 2000n && r.amount <= 4000n);
    expect(amounts.total).toBe(expected.length);
    expect(amounts.items.every((i) => i.amount >= 2000 && i.amount <= 4000)).toBe(true);

    const from = new Date(base + 3 * 3_600_000).toISOString();
    const to = new Date(base + 6 * 3_600_000).toISOString();
    const period = await listed({ from, to, status: 'SUCCESSFUL', limit: 100 });
    const inPeriod = seeded.filter(
      (r) => r.createdAt >= new Date(from) && r.createdAt < new Date(to) && r.status === 'SUCCESSFUL',
    );
    expect(period.items.map((i) => i.reference).sort()).toEqual(inPeriod.map((r) => r.reference).sort());
  });

  it('searches by reference, merchant reference or phone number in any written form', async () => {
    expect((await listed({ q: 'ref-012' })).items.map((i) => i.reference)).toEqual(['ref-012']);
    expect((await listed({ q: 'FACT-2026-007' })).items.map((i) => i.reference)).toEqual(['ref-007']);
    // ref-003 is MTN: 2290197000003, typed as a national number with spaces.
    expect((await listed({ q: '01 97 00 00 03' })).items.map((i) => i.reference)).toEqual(['ref-003']);
    expect((await listed({ q: '+2290197000003' })).items.map((i) => i.reference)).toEqual(['ref-003']);
    expect((await listed({ q: 'nothing-like-it' })).total).toBe(0);
  });

  it('refuses bad filters and cursors with a localized 400, and counts stop at the cap', async () => {
    const range = await list({ amount_min: 5000, amount_max: 100 });
    expect(range.statusCode).toBe(400);
    expect(json(range)).toMatchObject({ code: 'VALIDATION_ERROR' });
    const status = await list({ status: 'WHATEVER' });
    expect(status.statusCode).toBe(400);
    const cursor = await list({ cursor: 'not-a-cursor' });
    expect(cursor.statusCode).toBe(400);
    expect(json(cursor)).toMatchObject({ code: 'INVALID_CURSOR' });
    const capped = await countTransactions(
      h.deps.db,
      listConditions({ merchantId: h.merchantId, shopId: h.liveShop.id, mode: 1 }, {}),
      10,
    );
    expect(capped).toEqual({ total: 10, exact: false });
    const estimated = await countTransactions(
      h.deps.db,
      listConditions({ merchantId: h.merchantId, shopId: h.liveShop.id, mode: 1 }, {}),
      10,
      { estimate: true },
    );
    expect(estimated.exact).toBe(false);
    expect(estimated.total).toBeGreaterThanOrEqual(10);
  });
});

describe('GET /api/transactions: keyset pages and sort', () => {
  async function walk(query: Record<string, string | number>) {
    const pages: ListBody[] = [];
    let cursor: string | null = null;
    do {
      const page: ListBody = await listed({ ...query, limit: 7, ...(cursor ? { cursor } : {}) });
      pages.push(page);
      cursor = page.next_cursor;
    } while (cursor && pages.length < 20);
    return pages;
  }

  it('walks every row once, without gaps, forwards and back, in both sorts', async () => {
    const queries: Record<string, string>[] = [
      {},
      { sort: 'amount', order: 'asc' },
      { sort: 'amount', order: 'desc' },
      { order: 'asc' },
    ];
    for (const query of queries) {
      const pages = await walk(query);
      const ids = pages.flatMap((p) => p.items.map((i) => i._id));
      expect(ids).toHaveLength(45);
      expect(new Set(ids).size).toBe(45);
      expect(pages[0]!.prev_cursor).toBeNull();
      expect(pages.at(-1)!.next_cursor).toBeNull();
      const all = (await listed({ ...query, limit: 100 })).items.map((i) => i._id);
      expect(ids).toEqual(all);
      if ('sort' in query) {
        const amounts = pages.flatMap((p) => p.items.map((i) => i.amount));
        const sorted = [...amounts].sort((a, b) => (query.order === 'asc' ? a - b : b - a));
        expect(amounts).toEqual(sorted);
      }
      // Back from the last page with prev_cursor: the same pages in reverse.
      let back = pages.at(-1)!;
      for (let i = pages.length - 2; i >= 0; i--) {
        back = await listed({ ...query, limit: 7, cursor: back.prev_cursor! });
        expect(back.items.map((x) => x._id)).toEqual(pages[i]!.items.map((x) => x._id));
      }
      expect(back.prev_cursor).toBeNull();
    }
  });
});

describe('GET /api/transactions/export', () => {
  const exportOf = (query: Record<string, string>, lang = 'fr') =>
    h.app.inject({
      url: `/api/transactions/export?${new URLSearchParams({ shop: h.liveShop.id, ...query })}`,
      headers: { ...auth(), 'accept-language': lang },
    });

  it('writes the filtered rows as CSV with headers in the request language', async () => {
    const response = await exportOf({ network: 'mtn', format: 'csv' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/csv/);
    expect(response.headers['content-disposition']).toMatch(
      /attachment; filename="transactions-live-.*\.csv"/,
    );
    const records = parse(response.body, { bom: true, columns: true }) as Record<string, string>[];
    expect(records).toHaveLength(15);
    expect(Object.keys(records[0]!)).toContain('Référence');
    expect(records.every((r) => r.Réseau === 'MTN Bénin')).toBe(true);
    const first = seeded.find((r) => r.reference === records[0]!.Référence)!;
    expect(records[0]!['Montant (XOF)']).toBe(String(first.amount));
    expect(records[0]!.Statut).toBe(
      { SUCCESSFUL: 'Réussie', FAILED: 'Échouée' }[first.status as 'FAILED'] ?? 'En attente',
    );

    const english = parse((await exportOf({ status: 'SUCCESSFUL' }, 'en')).body, {
      bom: true,
      columns: true,
    }) as Record<string, string>[];
    expect(english).toHaveLength(9);
    expect(Object.keys(english[0]!)).toEqual(expect.arrayContaining(['Reference', 'Status', 'Amount (XOF)']));
    expect(english.every((r) => r.Status === 'Successful')).toBe(true);
  });

  it('writes the filtered rows as XLSX that reads back', async () => {
    const response = await exportOf({ type: 'CARD', format: 'xlsx' }, 'es');
    expect(response.statusCode).toBe(200);
    const book = XLSX.read(response.rawPayload, { type: 'buffer', cellDates: true });
    const rows = XLSX.utils.sheet_to_json<Record<string, unknown>>(book.Sheets[book.SheetNames[0]!]!);
    expect(rows).toHaveLength(seeded.filter((r) => r.type === 'CARD').length);
    expect(rows[0]).toMatchObject({ Tipo: 'Tarjeta' });
    expect(typeof rows[0]!['Importe (XOF)']).toBe('number');
    expect(rows[0]!['Fecha (UTC)']).toBeInstanceOf(Date);
  });

  it('refuses an XLSX past its row cap with a localized 413', async () => {
    const scope = { merchantId: h.merchantId, shopId: h.liveShop.id, mode: 1 as const };
    const order = { sort: 'created_at' as const, order: 'desc' as const };
    const refusal = await exportTransactionsXlsx(h.deps.db, scope, order, 'fr', 10).catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal).toMatchObject({ code: 'EXPORT_TOO_LARGE', params: { cap: '10' } });
    const fits = await exportTransactionsXlsx(h.deps.db, scope, { ...order, type: 'CARD' }, 'fr', 10);
    expect(XLSX.read(fits, { type: 'buffer' }).SheetNames).toEqual(['Transactions']);
  });

  it('keeps a payout-only team member away from the list, the export and the detail', async () => {
    const team = json<{ token: string }>(await loginAs(h.app, 'equipe@demo.local', DEMO_PASSWORD)).token;
    for (const url of [
      `/api/transactions?shop=${h.liveShop.id}`,
      `/api/transactions/export?shop=${h.liveShop.id}`,
      `/api/transactions/${seeded[0]!.id}?shop=${h.liveShop.id}`,
    ]) {
      const response = await h.app.inject({ url, headers: auth(team) });
      expect(response.statusCode, url).toBe(403);
      expect(json(response)).toMatchObject({ code: 'FORBIDDEN' });
    }
  });
});

describe('GET /api/transactions/:id and POST /api/transactions/request', () => {
  it('makes a dashboard request to pay, then shows its timeline, fees, ledger and deliveries', async () => {
    await h.deps.db.insert(webhookEndpoints).values({
      id: newId('whe'),
      merchantId: h.merchantId,
      shopId: h.liveShop.id,
      mode: 1,
      url: 'http://127.0.0.1:9/hooks',
      secret: 'whsec_test',
    });
    const created = await h.app.inject({
      method: 'POST',
      url: '/api/transactions/request',
      headers: auth(),
      payload: {
        shop: h.liveShop.id,
        network: 'mtn',
        phoneNumber: '01 97 00 00 00',
        amount: 5000,
        description: 'Commande 42',
        first_name: 'Awa',
        email: 'awa@example.com',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { _id, reference } = json<{ _id: string; reference: string; status: string }>(created);
    const row = await getTransactionByReference(h.deps.db, reference);
    expect(row).toMatchObject({ source: 'dashboard', amount: 5000n, phoneNumber: '2290197000000' });
    await reconcileTransaction(h.deps.db, h.deps.operators, 'http://app.test', row!.id);

    const detail = await h.app.inject({
      url: `/api/transactions/${_id}?shop=${h.liveShop.id}`,
      headers: auth(),
    });
    expect(detail.statusCode, detail.body).toBe(200);
    const body = json<{
      transaction: { status: string; source: string; description: string };
      fees: { amount: number; fee: number; merchant_receives: number };
      timeline: { kind: string }[];
      ledger: { kind: string; postings: { kind: string; amount: number }[] }[];
      deliveries: { event_type: string; endpoint_url: string }[];
    }>(detail);
    expect(body.transaction).toMatchObject({
      status: 'SUCCESSFUL',
      source: 'dashboard',
      description: 'Commande 42',
    });
    expect(body.fees).toMatchObject({ amount: 5000, fee: 85, merchant_receives: 4915 });
    const kinds = body.timeline.map((t) => t.kind);
    expect(kinds[0]).toBe('created');
    expect(kinds).toEqual(
      expect.arrayContaining(['operator.collect', 'status.changed', 'webhook.event', 'ledger.entry']),
    );
    expect(body.ledger).toHaveLength(1);
    expect(body.ledger[0]!.kind).toBe('collection.settled');
    expect(body.ledger[0]!.postings.reduce((s, p) => s + p.amount, 0)).toBe(0);
    expect(body.ledger[0]!.postings.find((p) => p.kind === 'available')?.amount).toBe(4915);
    expect(body.deliveries).toEqual([
      expect.objectContaining({
        event_type: 'transaction.successful',
        endpoint_url: 'http://127.0.0.1:9/hooks',
      }),
    ]);
  });

  it('refuses a number of another network or a bad amount, and writes nothing', async () => {
    const before = (await listed({ limit: 1 })).total;
    const mismatch = await h.app.inject({
      method: 'POST',
      url: '/api/transactions/request',
      headers: auth(),
      payload: { shop: h.liveShop.id, network: 'mtn', phoneNumber: '0195000000', amount: 5000 },
    });
    expect(mismatch.statusCode).toBe(400);
    expect(json(mismatch)).toMatchObject({ code: 'NETWORK_MISMATCH' });
    const amount = await h.app.inject({
      method: 'POST',
      url: '/api/transactions/request',
      headers: auth(),
      payload: { shop: h.liveShop.id, network: 'mtn', phoneNumber: '0197000000', amount: 0 },
    });
    expect(amount.statusCode).toBe(400);
    expect(json(amount)).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect((await listed({ limit: 1 })).total).toBe(before);
  });

  it("answers 404 for another merchant's transaction, and for another shop or mode", async () => {
    const mine = seeded[0]!;
    const [other] = await h.deps.db.select().from(users).where(eq(users.email, 'nouveau@demo.local'));
    const [otherShop] = await findShops(h.deps.db, other!.merchantId!, 0);
    const otherToken = json<{ token: string }>(
      await loginAs(h.app, 'nouveau@demo.local', DEMO_PASSWORD),
    ).token;
    const foreign = await h.app.inject({
      url: `/api/transactions/${mine.id}?shop=${otherShop!.id}`,
      headers: auth(otherToken),
    });
    expect(foreign.statusCode).toBe(404);
    expect(json(foreign)).toMatchObject({ code: 'TRANSACTION_NOT_FOUND' });
    const foreignShop = await h.app.inject({
      url: `/api/transactions/${mine.id}?shop=${h.liveShop.id}`,
      headers: auth(otherToken),
    });
    expect(foreignShop.statusCode).toBe(404);
    const foreignList = await h.app.inject({
      url: `/api/transactions?shop=${h.liveShop.id}`,
      headers: auth(otherToken),
    });
    expect(foreignList.statusCode).toBe(404);
    const sandboxRow = await h.deps.db
      .select()
      .from(transactions)
      .where(and(eq(transactions.reference, 'noise-sandbox')));
    const otherMode = await h.app.inject({
      url: `/api/transactions/${sandboxRow[0]!.id}?shop=${h.liveShop.id}`,
      headers: auth(),
    });
    expect(otherMode.statusCode).toBe(404);
  });
});

describe('OpenAPI', () => {
  it('documents the transaction calls with their filters', async () => {
    const response = await h.app.inject({ url: '/docs/json' });
    expect(response.statusCode).toBe(200);
    const doc = json<{ paths: Record<string, Record<string, { parameters?: { name: string }[] }>> }>(
      response,
    );
    for (const path of [
      '/api/transactions',
      '/api/transactions/export',
      '/api/transactions/{id}',
      '/api/transactions/request',
    ])
      expect(doc.paths[path], path).toBeDefined();
    const names = doc.paths['/api/transactions']!.get!.parameters!.map((p) => p.name);
    expect(names).toEqual(
      expect.arrayContaining(['shop', 'status', 'network', 'amount_min', 'from', 'q', 'cursor']),
    );
  });
});

describe('POST /api/transactions/readall with filters', () => {
  const readAll = (payload: object) =>
    h.app.inject({ method: 'POST', url: '/api/transactions/readall', headers: auth(), payload });

  it("answers the spec's shape with its defaults, French long dates and the pager", async () => {
    const response = await readAll({ shop: h.liveShop.id, mode: 1, q: 'ref-001' });
    expect(response.statusCode, response.body).toBe(200);
    const body = json<{ queryset: Record<string, unknown>[]; pager: Record<string, unknown> }>(response);
    expect(body.pager).toMatchObject({ totalItems: 1, totalExact: true, page: 1, limit: 20 });
    expect(body.queryset[0]).toEqual({
      _id: seeded[1]!.id,
      status: 'FAILED',
      amount: Number(seeded[1]!.amount),
      commission_amount: Number(seeded[1]!.fee),
      first_name: 'N/A',
      phoneNumber: '2290195000001',
      reference: 'ref-001',
      marchand_reference: 'N/A',
      email: 'N/A',
      type: 'Paiement',
      reseau: 'moov',
      date: '1 octobre 2026 à 09:00',
      created_at: '2026-10-01T08:00:00.000Z',
      mains: { main: 'Mobile Money', tel: '2290195000001' },
      url: '',
      description: '',
    });
  });

  it('accepts the list filters with page and size, and stays in its shop', async () => {
    const first = json<{ queryset: { reference: string }[]; pager: { totalItems: number } }>(
      await readAll({ shop: h.liveShop.id, network: 'celtiis_bj', page: 1, limit: 10 }),
    );
    const second = json<{ queryset: { reference: string }[] }>(
      await readAll({ shop: h.liveShop.id, network: 'celtiis_bj', page: 2, limit: 10 }),
    );
    expect(first.pager.totalItems).toBe(15);
    expect(first.queryset).toHaveLength(10);
    expect(second.queryset).toHaveLength(5);
    const refs = [...first.queryset, ...second.queryset].map((r) => r.reference);
    expect(new Set(refs).size).toBe(15);
    expect(refs).not.toContain('noise-sandbox');
    const bad = await readAll({ shop: h.liveShop.id, amount_min: 10, amount_max: 1 });
    expect(bad.statusCode).toBe(400);
  });
});
