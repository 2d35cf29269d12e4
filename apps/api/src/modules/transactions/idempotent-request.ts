import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../platform/db/client.ts';
import { newId } from '../../platform/db/ids.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import {
  claimIdempotencyKey,
  deleteExpiredIdempotencyKeys,
  getIdempotencyKey,
  releaseIdempotencyKey,
  saveIdempotentResponse,
} from './idempotency-repository.ts';

const REPLAY_SECONDS = 24 * 3600;
const WAIT_FOR_FIRST_MS = 10_000;

export type Answer = { status: number; body: unknown };

/**
 * Runs a money-moving request at most once per `Idempotency-Key` (per shop and mode): the first
 * answer is stored and replayed for 24 h; the same key with another body is refused (409); a
 * concurrent request with the key waits for the first answer. Without the header, runs as is.
 * Refusals (4xx raised before anything was written) free the key so a corrected request can use it.
 */
export async function idempotent(
  db: Db,
  request: FastifyRequest,
  scope: { shopId: string; mode: 0 | 1 },
  run: () => Promise<Answer>,
): Promise<Answer & { replayed: boolean }> {
  const header = request.headers['idempotency-key'];
  const key = typeof header === 'string' ? header.trim() : undefined;
  if (!key) return { ...(await run()), replayed: false };
  if (key.length > 255) throw new AppError('BAD_REQUEST');

  const requestHash = createHash('sha256')
    .update(`${request.method} ${request.routeOptions.url ?? request.url}\n`)
    .update(stableJson(request.body ?? null))
    .update(stableJson(request.params ?? null))
    .digest('hex');
  const now = new Date();
  await deleteExpiredIdempotencyKeys(db, scope.shopId, scope.mode, key, now);
  const id = newId('idk');
  const claimed = await claimIdempotencyKey(db, {
    id,
    shopId: scope.shopId,
    mode: scope.mode,
    key,
    requestHash,
    expiresAt: new Date(now.getTime() + REPLAY_SECONDS * 1000),
  });

  if (!claimed) return { ...(await replay(db, scope, key, requestHash)), replayed: true };

  try {
    const answer = await run();
    await saveIdempotentResponse(db, id, answer.status, answer.body);
    return { ...answer, replayed: false };
  } catch (error) {
    // Nothing was accepted: free the key. (Services raise only before they write anything.)
    await releaseIdempotencyKey(db, id);
    throw error;
  }
}

async function replay(db: Db, scope: { shopId: string; mode: 0 | 1 }, key: string, requestHash: string) {
  const deadline = Date.now() + WAIT_FOR_FIRST_MS;
  for (;;) {
    const row = await getIdempotencyKey(db, scope.shopId, scope.mode, key);
    if (!row) throw new AppError('IDEMPOTENCY_IN_PROGRESS');
    if (row.requestHash !== requestHash) throw new AppError('IDEMPOTENCY_KEY_REUSED');
    if (row.responseStatus !== null) return { status: row.responseStatus, body: row.responseBody };
    if (Date.now() > deadline) throw new AppError('IDEMPOTENCY_IN_PROGRESS');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** JSON of a parsed body (amounts are bigints by then), keys sorted so field order does not matter. */
function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => {
    if (typeof v === 'bigint') return v.toString();
    if (v && typeof v === 'object' && !Array.isArray(v)) {
      return Object.fromEntries(
        Object.entries(v as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)),
      );
    }
    return v;
  });
}
