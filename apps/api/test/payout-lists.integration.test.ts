import * as XLSX from '@e965/xlsx';
import type { PayoutFileCheckResponse, PayoutListRowsResponse, PayoutListView } from '@platform/contracts';
import { computePayoutFee } from '@platform/domain';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLedger } from '../src/modules/ledger/check-ledger.ts';
import { getShopBalances } from '../src/modules/ledger/get-shop-balances.ts';
import { payoutLists, payouts } from '../src/platform/db/schema/index.ts';
import { buildCollectionsApp } from './collections-harness.ts';
import { multipart } from './helper.ts';
import { demoSandboxSession, uploadList } from './payout-lists-fixtures.ts';
import { fundShop } from './payouts-fixtures.ts';
import { until } from './wait-until.ts';

let h: Awaited<ReturnType<typeof buildCollectionsApp>>;
let headers: Record<string, string>;

beforeAll(async () => {
  process.env.PAYOUT_LIST_RATE_PER_SECOND = '50';
  process.env.PAYOUT_LIST_TICK_MS = '200';
  h = await buildCollectionsApp({ jobs: 'work' });
  headers = await demoSandboxSession(h.app);
});
afterAll(() => h.close());

const shop = () => h.sandboxShop.id;
const api = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object, locale?: string) =>
  h.app.inject({
    method,
    url: `/api${url}`,
    headers: { ...headers, ...(locale ? { 'accept-language': locale } : {}) },
    ...(payload ? { payload } : {}),
  });
const rowsOf = async (id: string, filter = 'all') =>
  ((await api('GET', `/payout-lists/${id}/rows?filter=${filter}&limit=200`)).json() as PayoutListRowsResponse)
    .rows;
const listOf = async (id: string) => (await api('GET', `/payout-lists/${id}`)).json() as PayoutListView;
const listCount = async () => (await h.deps.db.select({ n: count() }).from(payoutLists))[0]!.n;

const CSV = [
  'numero;reseau;montant;motif',
  '0197000000;MTN;1000;Salaire', // 2 good
  '0195000000;MOOV;2000;Prime', // 3 good (Moov)
  '0197000100;MTN;1500;', // 4 good
  '0195000000;MTN;1000;', // 5 NETWORK_MISMATCH (0195 is Moov)
  '12345;MTN;1000;', // 6 PHONE_INVALID
  '0197000200;MTN;7000000000;', // 7 AMOUNT_TOO_LARGE
  '0197000300;MTN;0;', // 8 AMOUNT_TOO_SMALL
  '0197000000;MTN;1000;Doublon', // 9 DUPLICATE_ROW of line 2
  ';MTN;1000;', // 10 PHONE_REQUIRED
  '0197000400;Vodafone;1000;', // 11 NETWORK_UNKNOWN
  '0197000500;MTN;douze;', // 12 AMOUNT_INVALID
  '0197000600;;1000;', // 13 NETWORK_REQUIRED
].join('\n');

describe('upload and preview', () => {
  let list: PayoutListView;

  it('checks a file against the same rules without creating anything (/testcsv)', async () => {
    const before = await listCount();
    const form = await multipart(
      { shop: shop() },
      { file: { name: 'salaires.csv', data: Buffer.from(CSV) } },
    );
    const response = await h.app.inject({
      method: 'POST',
      url: '/api/payout-lists/check',
      payload: form.payload,
      headers: { ...headers, ...form.headers },
    });
    expect(response.statusCode).toBe(200);
    const checked = response.json() as PayoutFileCheckResponse;
    expect(checked).toMatchObject({ file_name: 'salaires.csv', rows: 12, valid: 3, invalid: 9, total: 4500 });
    expect(checked.errors.find((e) => e.line === 9)).toMatchObject({
      errors: ['DUPLICATE_ROW'],
      duplicate_of: 2,
    });
    expect(checked.errors.map((e) => e.line)).toEqual([5, 6, 7, 8, 9, 10, 11, 12, 13]);
    expect(await listCount()).toBe(before);
    const empty = await multipart({ shop: shop() }, { file: { name: 'x.csv', data: Buffer.alloc(0) } });
    const refused = await h.app.inject({
      method: 'POST',
      url: '/api/payout-lists/check',
      payload: empty.payload,
      headers: { ...headers, ...empty.headers },
    });
    expect(refused.statusCode).toBe(400);
    expect(await listCount()).toBe(before);
  });

  it('stages a CSV and gives each bad row its error code', async () => {
    const response = await uploadList(
      h.app,
      headers,
      { shop: shop(), name: 'Salaires' },
      { name: 'salaires.csv', data: Buffer.from(CSV) },
    );
    expect(response.statusCode).toBe(201);
    list = response.json();
    expect(list).toMatchObject({
      name: 'Salaires',
      origin: 'file',
      status: 'DRAFT',
      file_name: 'salaires.csv',
    });
    expect(list.summary).toMatchObject({ rows: 12, valid: 3, invalid: 9, total: 4500 });
    const errors = Object.fromEntries((await rowsOf(list._id)).map((r) => [r.line, r.errors]));
    expect(errors).toEqual({
      2: [],
      3: [],
      4: [],
      5: ['NETWORK_MISMATCH'],
      6: ['PHONE_INVALID'],
      7: ['AMOUNT_TOO_LARGE'],
      8: ['AMOUNT_TOO_SMALL'],
      9: ['DUPLICATE_ROW'],
      10: ['PHONE_REQUIRED'],
      11: ['NETWORK_UNKNOWN'],
      12: ['AMOUNT_INVALID'],
      13: ['NETWORK_REQUIRED'],
    });
    const duplicate = (await rowsOf(list._id)).find((r) => r.line === 9)!;
    expect(duplicate.duplicate_of).toBe(2);
    expect((await rowsOf(list._id, 'errors')).length).toBe(9);
    expect((await rowsOf(list._id, 'valid')).map((r) => r.line)).toEqual([2, 3, 4]);
  });

  it('summarises the fees from the shop’s payout rules and says the balance is short', async () => {
    const fee = (amount: bigint, operator: 'mtn' | 'moov') => computePayoutFee({ amount, operator }).fee;
    const fees = fee(1000n, 'mtn') + fee(2000n, 'moov') + fee(1500n, 'mtn');
    expect(list.summary.fees).toBe(Number(fees));
    expect(list.summary.debit).toBe(4500 + Number(fees));
    expect(list.summary.available).toBe(0);
    expect(list.summary.covered).toBe(false);
  });

  it('fixes a row in place and validates it again', async () => {
    const rows = await rowsOf(list._id);
    const mismatch = rows.find((r) => r.line === 5)!;
    const fixed = await api('PATCH', `/payout-lists/${list._id}/rows/${mismatch._id}`, {
      network: 'MOOV',
      amount: '2 500',
    });
    expect(fixed.statusCode).toBe(200);
    expect(fixed.json()).toMatchObject({
      errors: [],
      network: 'moov',
      amount: 2500,
      phoneNumber: '+2290195000000',
    });
    // Still wrong after an edit: the new error replaces the old one.
    const invalid = rows.find((r) => r.line === 6)!;
    const stillBad = await api('PATCH', `/payout-lists/${list._id}/rows/${invalid._id}`, {
      phoneNumber: '0195000001',
    });
    expect(stillBad.json()).toMatchObject({ errors: ['NETWORK_MISMATCH'] });
    // Changing the first of two equal rows clears the duplicate on the second.
    const first = rows.find((r) => r.line === 2)!;
    await api('PATCH', `/payout-lists/${list._id}/rows/${first._id}`, { amount: 1100 });
    expect((await rowsOf(list._id)).find((r) => r.line === 9)!.errors).toEqual([]);
    // Delete a row.
    const removed = await api(
      'DELETE',
      `/payout-lists/${list._id}/rows/${rows.find((r) => r.line === 13)!._id}`,
    );
    expect(removed.statusCode).toBe(204);
    const after = await listOf(list._id);
    expect(after.summary).toMatchObject({ rows: 11, valid: 5 });
  });

  it('refuses anything but CSV, XLS or XLSX with the spec’s message, and stores nothing', async () => {
    const before = await listCount();
    const pdf = await uploadList(
      h.app,
      headers,
      { shop: shop() },
      { name: 'list.pdf', data: Buffer.from('%PDF-1.4') },
      'fr',
    );
    expect(pdf.statusCode).toBe(400);
    expect(pdf.json()).toMatchObject({
      code: 'UNSUPPORTED_SPREADSHEET',
      message: 'Vous devez choisir un fichier de type CSV, XLS, ou XLSX',
    });
    const fake = await uploadList(
      h.app,
      headers,
      { shop: shop() },
      { name: 'list.xlsx', data: Buffer.from(CSV) },
      'en',
    );
    expect(fake.json()).toMatchObject({
      code: 'UNSUPPORTED_SPREADSHEET',
      message: 'You must choose a CSV, XLS or XLSX file',
    });
    const columns = await uploadList(
      h.app,
      headers,
      { shop: shop() },
      { name: 'x.csv', data: Buffer.from('nom,prenom\na,b') },
    );
    expect(columns.json()).toMatchObject({ code: 'PAYOUT_FILE_COLUMNS' });
    const noFile = await uploadList(
      h.app,
      headers,
      { shop: shop() },
      { name: 'x.csv', data: Buffer.alloc(0) },
    );
    expect(noFile.statusCode).toBe(400);
    expect(await listCount()).toBe(before);
  });

  it('documents its limits: 20 MiB per file (above the 5 MiB of other uploads), 100,000 rows', async () => {
    const before = await listCount();
    const rows = ['numero,reseau,montant,motif'];
    const motif = 'x'.repeat(40);
    for (let i = 0; i <= 100_000; i++) rows.push(`0197000000,MTN,${i + 1},${motif}`);
    const many = Buffer.from(rows.join('\n'));
    expect(many.length).toBeGreaterThan(5 * 1024 * 1024);
    const tooMany = await uploadList(h.app, headers, { shop: shop() }, { name: 'many.csv', data: many });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toMatchObject({ code: 'IMPORT_TOO_MANY_ROWS' });
    const huge = await uploadList(
      h.app,
      headers,
      { shop: shop() },
      { name: 'huge.csv', data: Buffer.alloc(21 * 1024 * 1024, 0x61) },
    );
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ code: 'FILE_TOO_LARGE' });
    expect(await listCount()).toBe(before);
  }, 60_000);

  it('reads an XLSX upload, and serves the template in both formats', async () => {
    const csvTemplate = await api('GET', '/payout-lists/template?format=csv');
    expect(csvTemplate.headers['content-type']).toContain('text/csv');
    expect(csvTemplate.body).toContain('numero,reseau,montant,motif');
    const xlsx = await api('GET', '/payout-lists/template?format=xlsx');
    expect(xlsx.statusCode).toBe(200);
    const uploaded = await uploadList(
      h.app,
      headers,
      { shop: shop() },
      { name: 'modele.xlsx', data: xlsx.rawPayload },
    );
    expect(uploaded.statusCode).toBe(201);
    expect((uploaded.json() as PayoutListView).summary).toMatchObject({ rows: 2, valid: 2, total: 7500 });
  });

  it('creates a list from typed rows and from an old list (same-network rule kept)', async () => {
    const typed = await api('POST', '/payout-lists', {
      shop: shop(),
      name: 'Moov seulement',
      same_network: 'moov',
      rows: [
        { phoneNumber: '0195000000', amount: 100 },
        { phoneNumber: '0197000000', amount: 100 },
      ],
    });
    expect(typed.statusCode).toBe(201);
    const created = typed.json() as PayoutListView;
    expect(created.summary).toMatchObject({ rows: 2, valid: 1 });
    expect((await rowsOf(created._id)).map((r) => r.errors)).toEqual([[], ['NETWORK_MISMATCH']]);
    const copy = await api('POST', `/payout-lists/${created._id}/copy`, {});
    expect(copy.statusCode).toBe(201);
    expect(copy.json()).toMatchObject({
      origin: 'copy',
      source_list_id: created._id,
      same_network: 'moov',
      summary: { rows: 2, valid: 1 },
    });
  });
});

describe('confirmation and execution', () => {
  it('needs the password and a covering balance; then pays every valid row once, with progress and export', async () => {
    const csv = [
      'numero,reseau,montant',
      '2290197000000,MTN,1000',
      '0197000100,MTN,2000',
      '0195000000,MOOV,3000',
      '0197000401,MTN,4000',
      'bad,MTN,1',
    ].join('\n');
    const list = (
      await uploadList(h.app, headers, { shop: shop() }, { name: 'run.csv', data: Buffer.from(csv) })
    ).json() as PayoutListView;
    expect(list.summary.valid).toBe(4);

    const wrong = await api('POST', `/payout-lists/${list._id}/confirm`, { password: 'nope' });
    expect(wrong.json()).toMatchObject({ code: 'WRONG_PASSWORD' });
    const short = await api('POST', `/payout-lists/${list._id}/confirm`, { password: 'Demo1234!' });
    expect(short.json()).toMatchObject({ code: 'INSUFFICIENT_BALANCE' });
    expect((await listOf(list._id)).status).toBe('DRAFT');

    await fundShop(h.deps.db, h.sandboxShop, 100_000n);
    const before = await getShopBalances(h.deps.db, shop(), 0);
    const confirmed = await api('POST', `/payout-lists/${list._id}/confirm`, { password: 'Demo1234!' });
    expect(confirmed.statusCode).toBe(200);
    expect((confirmed.json() as PayoutListView).status).toBe('RUNNING');
    // A confirmed list cannot be edited any more.
    const row = (await rowsOf(list._id))[0]!;
    expect(
      (await api('PATCH', `/payout-lists/${list._id}/rows/${row._id}`, { amount: 5 })).json(),
    ).toMatchObject({ code: 'PAYOUT_LIST_NOT_DRAFT' });

    const progress = await until(
      'the list to finish',
      async () => {
        await h.advance(10_000);
        const p = (
          await api('GET', `/payout-lists/${list._id}/progress`)
        ).json() as PayoutListView['progress'];
        return p.finished ? p : undefined;
      },
      90_000,
    );
    // 0197000401 ends in 01: the operator refuses (insufficient funds on its side).
    expect(progress).toMatchObject({
      status: 'DONE',
      total: 4,
      successful: 3,
      failed: 1,
      skipped: 1,
      percent: 100,
      amount_sent: 6000,
    });
    const made = await h.deps.db.select().from(payouts).where(eq(payouts.sourceKind, 'list'));
    const ofList = made.filter((p) => p.reference.startsWith(list._id));
    expect(ofList).toHaveLength(4);
    expect(new Set(ofList.map((p) => p.reference)).size).toBe(4);
    const after = await getShopBalances(h.deps.db, shop(), 0);
    const paidFees = ofList
      .filter((p) => p.status === 'SUCCESSFUL')
      .reduce((n, p) => n + p.amount + p.fee, 0n);
    expect(before.available - after.available).toBe(paidFees);
    expect(after.pending).toBe(before.pending);

    const csvExport = await api('GET', `/payout-lists/${list._id}/export?format=csv`);
    expect(csvExport.headers['content-disposition']).toContain('attachment');
    expect(csvExport.body).toContain('ligne,numero,reseau,montant,motif,frais,statut,reference,erreur');
    expect(csvExport.body.match(/SUCCESSFUL/g)).toHaveLength(3);
    expect(csvExport.body).toContain('SKIPPED');
    const xlsxExport = await api('GET', `/payout-lists/${list._id}/export?format=xlsx`);
    const book = XLSX.read(xlsxExport.rawPayload, { type: 'buffer' });
    const sheet = XLSX.utils.sheet_to_json<Record<string, unknown>>(book.Sheets[book.SheetNames[0]!]!);
    expect(sheet.map((r) => r.statut)).toEqual([
      'SUCCESSFUL',
      'SUCCESSFUL',
      'SUCCESSFUL',
      'FAILED',
      'SKIPPED',
    ]);

    // Retry: only the failed row gets a new attempt (a new reference); paid rows are never paid again.
    const retried = await api('POST', `/payout-lists/${list._id}/retry`, { password: 'Demo1234!' });
    expect(retried.statusCode).toBe(200);
    await until(
      'the retry to finish',
      async () => {
        await h.advance(10_000);
        const p = (
          await api('GET', `/payout-lists/${list._id}/progress`)
        ).json() as PayoutListView['progress'];
        return p.finished ? p : undefined;
      },
      90_000,
    );
    const failedRow = (await rowsOf(list._id)).find((r) => r.line === 5)!;
    expect(failedRow).toMatchObject({ attempt: 2, status: 'FAILED' });
    expect(failedRow.reference).toBe(`${list._id}-${failedRow._id}-2`);
    const again = (await h.deps.db.select().from(payouts).where(eq(payouts.sourceKind, 'list'))).filter((p) =>
      p.reference.startsWith(list._id),
    );
    expect(again).toHaveLength(5);
    const secondRetry = await api('POST', `/payout-lists/${list._id}/retry`, { password: 'Demo1234!' });
    // The row failed again (the simulator refuses that number): it can be retried again.
    expect(secondRetry.statusCode).toBe(200);
    expect((await checkLedger(h.deps.db)).ok).toBe(true);
  }, 200_000);

  it('pauses and resumes from the first row not yet paid', async () => {
    process.env.PAYOUT_LIST_RATE_PER_SECOND = '2';
    process.env.PAYOUT_LIST_TICK_MS = '500';
    try {
      const lines = ['numero,reseau,montant'];
      for (let i = 0; i < 12; i++) lines.push(`01970${String(i).padStart(3, '0')}00,MTN,${100 + i}`);
      const list = (
        await uploadList(
          h.app,
          headers,
          { shop: shop() },
          { name: 'slow.csv', data: Buffer.from(lines.join('\n')) },
        )
      ).json() as PayoutListView;
      await api('POST', `/payout-lists/${list._id}/confirm`, { password: 'Demo1234!' });
      await until('a first row to be handed over', async () => {
        const p = (
          await api('GET', `/payout-lists/${list._id}/progress`)
        ).json() as PayoutListView['progress'];
        return p.queued < 12 ? p : undefined;
      });
      const paused = await api('POST', `/payout-lists/${list._id}/pause`);
      expect((paused.json() as PayoutListView).status).toBe('PAUSED');
      expect((await api('POST', `/payout-lists/${list._id}/pause`)).json()).toMatchObject({
        code: 'PAYOUT_LIST_STATE',
      });
      await new Promise((r) => setTimeout(r, 1_500));
      const held = (
        await api('GET', `/payout-lists/${list._id}/progress`)
      ).json() as PayoutListView['progress'];
      await new Promise((r) => setTimeout(r, 1_500));
      const still = (
        await api('GET', `/payout-lists/${list._id}/progress`)
      ).json() as PayoutListView['progress'];
      expect(still.queued).toBe(held.queued);
      expect(still.queued).toBeGreaterThan(0);
      process.env.PAYOUT_LIST_RATE_PER_SECOND = '50';
      const resumed = await api('POST', `/payout-lists/${list._id}/resume`);
      expect((resumed.json() as PayoutListView).status).toBe('RUNNING');
      const done = await until(
        'the resumed list to finish',
        async () => {
          await h.advance(10_000);
          const p = (
            await api('GET', `/payout-lists/${list._id}/progress`)
          ).json() as PayoutListView['progress'];
          return p.finished ? p : undefined;
        },
        90_000,
      );
      expect(done).toMatchObject({ total: 12, successful: 12, failed: 0 });
      const made = (await h.deps.db.select().from(payouts)).filter((p) => p.reference.startsWith(list._id));
      expect(made).toHaveLength(12);
    } finally {
      process.env.PAYOUT_LIST_RATE_PER_SECOND = '50';
      process.env.PAYOUT_LIST_TICK_MS = '200';
    }
  }, 200_000);
});

describe('scoping', () => {
  it('answers 404 for another merchant’s list and for the other mode’s', async () => {
    const list = (
      await uploadList(
        h.app,
        headers,
        { shop: shop() },
        { name: 'a.csv', data: Buffer.from('numero,reseau,montant\n0197000000,MTN,10') },
      )
    ).json() as PayoutListView;
    // The payout-only team member belongs to the same merchant: allowed.
    const team = await demoSandboxSession(h.app, 'equipe@demo.local').catch(() => null);
    if (team) {
      const seen = await h.app.inject({ method: 'GET', url: `/api/payout-lists/${list._id}`, headers: team });
      expect(seen.statusCode).toBe(200);
    }
    // Another merchant (the one waiting for validation, sandbox only).
    const other = await demoSandboxSession(h.app, 'nouveau@demo.local');
    for (const url of [
      `/api/payout-lists/${list._id}`,
      `/api/payout-lists/${list._id}/rows`,
      `/api/payout-lists/${list._id}/export`,
      `/api/payout-lists/${list._id}/progress`,
    ]) {
      const response = await h.app.inject({ method: 'GET', url, headers: other });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'PAYOUT_LIST_NOT_FOUND' });
    }
    const confirm = await h.app.inject({
      method: 'POST',
      url: `/api/payout-lists/${list._id}/confirm`,
      headers: other,
      payload: { password: 'Demo1234!' },
    });
    expect(confirm.statusCode).toBe(404);
    const shopOfOther = await h.app.inject({
      method: 'GET',
      url: `/api/payout-lists?shop=${shop()}`,
      headers: other,
    });
    expect(shopOfOther.statusCode).toBe(404);
    // The same merchant in live mode does not see its sandbox list.
    const live = await h.app.inject({
      method: 'POST',
      url: '/api/auth/users/check_password',
      headers,
      payload: { password: 'Demo1234!', mode: 1 },
    });
    expect(live.statusCode).toBe(200);
    expect((await api('GET', `/payout-lists/${list._id}`)).statusCode).toBe(404);
    await h.app.inject({
      method: 'POST',
      url: '/api/auth/users/check_password',
      headers,
      payload: { password: 'Demo1234!', mode: 0 },
    });
    const mine = await api('GET', `/payout-lists?shop=${shop()}`);
    expect((mine.json() as { lists: unknown[] }).lists.length).toBeGreaterThan(3);
  });
});
