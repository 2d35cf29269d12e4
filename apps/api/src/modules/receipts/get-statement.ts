import { STATEMENT_MONTH } from '@platform/contracts';
import { formatNumber, type Locale } from '@platform/domain';
import { AppError } from '../../platform/errors/app-error.ts';
import { readLogo } from './document-branding.ts';
import type { DocumentDeps } from './get-receipt.ts';
import { type DocumentScope, getIssuer, readShopLedger } from './receipts-repository.ts';
import { renderStatementPdf } from './render-pdf.ts';
import {
  buildStatementContent,
  computeStatement,
  monthRange,
  type StatementMonth,
  statementCsv,
  statementFilename,
} from './statement-content.ts';

/** At most this many movements in a PDF statement (about 100 pages); the CSV takes more. */
export const STATEMENT_PDF_CAP = 5_000;
export const STATEMENT_CSV_CAP = 200_000;

/** A `YYYY-MM` month that has begun (the current one included), from 2000 on. */
export function parseStatementMonth(text: string, now = new Date()): StatementMonth {
  const match = STATEMENT_MONTH.exec(text);
  if (!match) throw new AppError('STATEMENT_MONTH_INVALID');
  const month = { year: Number(match[1]), month: Number(match[2]) };
  if (month.year < 2000 || monthRange(month).from.getTime() > now.getTime()) {
    throw new AppError('STATEMENT_MONTH_INVALID');
  }
  return month;
}

export type StatementFile = { filename: string; contentType: string; body: Buffer | string };

/**
 * A shop's statement for a month, from its ledger (opening balance, each movement, closing
 * balance, the month's totals), as PDF or CSV in the language asked. Scoped to the caller's
 * merchant, shop and mode.
 */
export async function getShopStatement(
  deps: DocumentDeps,
  scope: DocumentScope,
  input: { month: string; format: 'pdf' | 'csv'; locale: Locale },
): Promise<StatementFile> {
  const month = parseStatementMonth(input.month);
  const issuer = await getIssuer(deps.db, scope.shopId);
  if (!issuer) throw new AppError('SHOP_NOT_FOUND');
  const cap = input.format === 'pdf' ? STATEMENT_PDF_CAP : STATEMENT_CSV_CAP;
  const { from, to } = monthRange(month);
  const ledger = await readShopLedger(deps.db, scope, from, to, cap + 1);
  if (ledger.movements.length > cap) {
    throw new AppError('STATEMENT_TOO_LARGE', { params: { cap: formatNumber(cap, input.locale) } });
  }
  const statement = computeStatement(ledger.opening, ledger.movements);
  if (input.format === 'csv') {
    return {
      filename: statementFilename(issuer.shopName, month, 'csv'),
      contentType: 'text/csv; charset=utf-8',
      body: statementCsv(statement, month, input.locale),
    };
  }
  const content = buildStatementContent(statement, {
    issuer,
    month,
    mode: scope.mode,
    locale: input.locale,
    issuedAt: new Date(),
  });
  const logo = await readLogo(deps.storage, issuer.logoKey);
  return {
    filename: content.filename,
    contentType: 'application/pdf',
    body: await renderStatementPdf(content, { logo, color: issuer.brandColor }),
  };
}
