import { AppError } from '../../platform/errors/app-error.ts';

/**
 * A position in a transaction list: the sort value of a row as PostgreSQL wrote it (a timestamp
 * with microseconds, or an amount), its id, and which way to read from it (n: the rows after it,
 * p: the rows before it).
 */
export type TransactionPosition = { value: string; id: string; dir: 'n' | 'p' };

const VALUE = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z|\d{1,12})$/;

export function encodeTransactionCursor(position: TransactionPosition): string {
  return Buffer.from(JSON.stringify([position.value, position.id, position.dir])).toString('base64url');
}

/** Reads a cursor this API made; anything else is a 400 INVALID_CURSOR. */
export function decodeTransactionCursor(cursor: string): TransactionPosition {
  try {
    const value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown;
    if (
      Array.isArray(value) &&
      value.length === 3 &&
      typeof value[0] === 'string' &&
      VALUE.test(value[0]) &&
      typeof value[1] === 'string' &&
      value[1].length > 0 &&
      value[1].length <= 64 &&
      (value[2] === 'n' || value[2] === 'p')
    ) {
      return { value: value[0], id: value[1], dir: value[2] };
    }
  } catch {
    // falls through to the refusal
  }
  throw new AppError('INVALID_CURSOR');
}
