import { AppError } from '../../platform/errors/app-error.ts';

/** A position in a delivery log: the row's time as PostgreSQL wrote it, and its id. */
export type DeliveryPosition = { createdAt: string; id: string };

const PG_TIMESTAMP = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:\d{2})?|Z)$/;

export function encodeDeliveryCursor(position: DeliveryPosition): string {
  return Buffer.from(JSON.stringify([position.createdAt, position.id])).toString('base64url');
}

/** Reads a cursor this API made; anything else is a 400 INVALID_CURSOR. */
export function decodeDeliveryCursor(cursor: string): DeliveryPosition {
  try {
    const value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown;
    if (
      Array.isArray(value) &&
      value.length === 2 &&
      typeof value[0] === 'string' &&
      typeof value[1] === 'string' &&
      PG_TIMESTAMP.test(value[0]) &&
      value[1].length > 0 &&
      value[1].length <= 64
    ) {
      return { createdAt: value[0], id: value[1] };
    }
  } catch {
    // falls through to the refusal
  }
  throw new AppError('INVALID_CURSOR');
}
