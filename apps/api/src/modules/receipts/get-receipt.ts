import type { Db } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import type { FileStorage } from '../../platform/storage/file-storage.ts';
import { readLogo } from './document-branding.ts';
import {
  buildCollectionReceipt,
  buildPayoutReceipt,
  type IssuerInfo,
  type ReceiptContent,
  receiptLocale,
} from './receipt-content.ts';
import {
  type DocumentScope,
  getIssuer,
  getScopedCollection,
  getScopedPayout,
  type IssuerRow,
} from './receipts-repository.ts';
import { renderReceiptPdf } from './render-pdf.ts';

export type DocumentDeps = { db: Db; storage?: Pick<FileStorage, 'read'> | undefined };
export type PdfFile = { filename: string; pdf: Buffer };

async function issuerOf(db: Db, shopId: string): Promise<IssuerRow> {
  const issuer = await getIssuer(db, shopId);
  if (!issuer) throw new AppError('SHOP_NOT_FOUND');
  return issuer;
}

/** Renders a receipt with the shop's logo and colour. */
export async function renderReceipt(deps: DocumentDeps, content: ReceiptContent, issuer: IssuerRow) {
  const logo = await readLogo(deps.storage, issuer.logoKey);
  return renderReceiptPdf(content, { logo, color: issuer.brandColor });
}

/** The receipt content of a collection (SUCCESSFUL only), in the language asked, else its customer's. */
export function collectionReceiptContent(
  row: Parameters<typeof buildCollectionReceipt>[0] & { status: string },
  issuer: IssuerInfo,
  lang?: string,
  now = new Date(),
) {
  if (row.status !== 'SUCCESSFUL') throw new AppError('RECEIPT_NOT_AVAILABLE');
  const locale = receiptLocale(lang, row.locale, issuer.ownerLocale);
  return buildCollectionReceipt(row, issuer, locale, now);
}

/**
 * The PDF receipt of one of the caller's collections (merchant, shop, mode): TRANSACTION_NOT_FOUND
 * for anything else, RECEIPT_NOT_AVAILABLE unless it succeeded.
 */
export async function getCollectionReceipt(
  deps: DocumentDeps,
  scope: DocumentScope,
  id: string,
  lang?: string,
): Promise<PdfFile> {
  const row = await getScopedCollection(deps.db, scope, id);
  if (!row) throw new AppError('TRANSACTION_NOT_FOUND');
  const issuer = await issuerOf(deps.db, row.shopId);
  const content = collectionReceiptContent(row, issuer, lang);
  return { filename: content.filename, pdf: await renderReceipt(deps, content, issuer) };
}

/**
 * The PDF receipt of one of the caller's payouts (merchant, shop, mode), in the language asked,
 * else the merchant's: PAYOUT_NOT_FOUND for anything else, RECEIPT_NOT_AVAILABLE unless it succeeded.
 */
export async function getPayoutReceipt(
  deps: DocumentDeps,
  scope: DocumentScope,
  id: string,
  lang?: string,
): Promise<PdfFile> {
  const row = await getScopedPayout(deps.db, scope, id);
  if (!row) throw new AppError('PAYOUT_NOT_FOUND');
  if (row.status !== 'SUCCESSFUL') throw new AppError('RECEIPT_NOT_AVAILABLE');
  const issuer = await issuerOf(deps.db, row.shopId);
  const content = buildPayoutReceipt(row, issuer, receiptLocale(lang, null, issuer.ownerLocale), new Date());
  return { filename: content.filename, pdf: await renderReceipt(deps, content, issuer) };
}
