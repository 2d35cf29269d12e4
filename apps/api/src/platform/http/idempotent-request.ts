import { createHash, randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { GroupedWrites } from '../db/grouped-writes.ts';
import { newId } from '../db/ids.ts';
import { AppError } from '../errors/app-error.ts';
import { canonicalJson } from './canonical-json.ts';
import {
  claimIdempotencyKeys,
  deleteExpiredIdempotencyKeys,
  getIdempotencyKey,
  type KeyClaim,
  linkIdempotencyKey,
  reclaimIdempotencyKey,
  releaseIdempotencyKey,
  saveIdempotentStatus,
} from './idempotency-repository.ts';

const KEEP_SECONDS = 24 * 3600;
/** How long a retry waits for a concurrent request with its key before answering 409. */
const WAIT_FOR_FIRST_MS = 10_000;

export type Answer = { status: number; body: unknown };

const claimsPerDatabase = new WeakMap<Db, GroupedWrites<KeyClaim, boolean>>();

/**
 * Claims a key: true when this request is the first with it (the unique index decides). Claims
 * arriving at the same time share one statement and one commit (GroupedWrites). `db` is the
 * database itself, never a transaction.
 */
function claimKey(db: Db, claim: KeyClaim): Promise<boolean> {
  let claims = claimsPerDatabase.get(db);
  if (!claims) {
    claims = new GroupedWrites(async (group) => {
      const claimed = await claimIdempotencyKeys(db, group);
      return group.map((one) => claimed.has(one.id));
    });
    claimsPerDatabase.set(db, claims);
  }
  return claims.submit(claim);
}
export type IdempotencyScope = { shopId: string; mode: 0 | 1 };

/**
 * Links the request's key to the object it creates. The service calls it in the transaction that
 * writes the object, so the object and the link commit together or not at all; it throws (and so
 * rolls that transaction back) when another request took the key over.
 */
export type LinkCreatedObject = (tx: Db, objectId: string) => Promise<void>;

/**
 * The key's row and the lease this request holds on it, for a service that links the key in its
 * own insert statement instead of calling `link` (the link must hold only while this lease is the
 * key's and no object is linked yet). It sets `linked` once the object and the link are committed.
 */
export type IdempotencyClaim = { keyId: string; leaseToken: string; linked: boolean };

export type IdempotentWork = {
  /**
   * Does the work; passes `link` to the service that creates the object, or `claim` to a service
   * that links in its insert (both undefined when the request has no key: nothing to link).
   */
  run: (link: LinkCreatedObject | undefined, claim: IdempotencyClaim | undefined) => Promise<Answer>;
  /** The answer for an object this key created, in its current state (undefined: not found). */
  answerFor: (objectId: string) => Promise<Answer | undefined>;
  /** Top-level body fields left out of the request hash (a password confirmation is never stored, even hashed). */
  hashWithout?: readonly string[];
};

/** SHA-256 of the method, the route and the parsed body and parameters, in canonical JSON. */
export function idempotencyRequestHash(
  request: Pick<FastifyRequest, 'method' | 'url' | 'body' | 'params'> & {
    routeOptions?: { url?: string | undefined };
  },
  without: readonly string[] = [],
): string {
  const body =
    without.length > 0 && request.body && typeof request.body === 'object' && !Array.isArray(request.body)
      ? Object.fromEntries(Object.entries(request.body).filter(([field]) => !without.includes(field)))
      : request.body;
  return createHash('sha256')
    .update(`${request.method} ${request.routeOptions?.url ?? request.url}\n`)
    .update(canonicalJson(body ?? null))
    .update('\n')
    .update(canonicalJson(request.params ?? null))
    .digest('hex');
}

/**
 * Runs a money-moving request at most once per `Idempotency-Key` (per shop and mode), the key
 * being a recovery point (Brandur Leach's pattern):
 * - the key is claimed with a lease of `leaseSeconds`;
 * - it is linked to the object the request creates in the transaction creating it (`link`);
 * - a retry of a key linked to an object answers that object's current state (after any crash,
 *   whether or not the first answer was given), with `replayed: true`;
 * - a key whose request died before creating anything is claimed again once its lease is over;
 * - the same key with another body is 409 IDEMPOTENCY_KEY_REUSED; a retry while the first request
 *   still runs and has created nothing waits for it, then answers 409 IDEMPOTENCY_IN_PROGRESS.
 * A refusal (an error before anything was linked) frees the key. Without the header, runs as is.
 */
export async function idempotent(
  deps: { db: Db; config: { idempotencyLeaseSeconds: number } },
  request: FastifyRequest,
  scope: IdempotencyScope,
  work: IdempotentWork,
): Promise<Answer & { replayed: boolean }> {
  const { db } = deps;
  const header = request.headers['idempotency-key'];
  const key = typeof header === 'string' ? header.trim() : undefined;
  if (!key) return { ...(await work.run(undefined, undefined)), replayed: false };
  if (key.length > 255) throw new AppError('BAD_REQUEST');
  const leaseSeconds = deps.config.idempotencyLeaseSeconds;
  const requestHash = idempotencyRequestHash(request, work.hashWithout);
  const leaseToken = randomUUID();

  const deadline = Date.now() + WAIT_FOR_FIRST_MS;
  // Claim the key when no row holds it (first time round, or after the holder freed it).
  let mayClaim = true;
  for (;;) {
    const id = newId('idk');
    const claimed =
      mayClaim &&
      (await claimKey(db, {
        id,
        shopId: scope.shopId,
        mode: scope.mode,
        key,
        requestHash,
        leaseToken,
        expiresAt: new Date(Date.now() + KEEP_SECONDS * 1000),
        leaseSeconds,
      }));
    if (claimed) return runHolding(db, request, id, leaseToken, work);

    const found = await getIdempotencyKey(db, scope.shopId, scope.mode, key);
    mayClaim = !found;
    if (found?.expired) {
      // Kept past its time (a day): the key is new again.
      await deleteExpiredIdempotencyKeys(db, scope.shopId, scope.mode, key);
      mayClaim = true;
      continue;
    }
    if (found) {
      const { row, leaseOver } = found;
      if (row.requestHash !== requestHash) throw new AppError('IDEMPOTENCY_KEY_REUSED');
      if (row.objectId) {
        const answer = await work.answerFor(row.objectId);
        if (answer) return { ...answer, replayed: true };
        throw new AppError('IDEMPOTENCY_IN_PROGRESS');
      }
      if (leaseOver && (await reclaimIdempotencyKey(db, row.id, leaseToken, leaseSeconds))) {
        request.log.warn({ idempotencyKey: row.id }, 'idempotency: key of a dead request claimed again');
        return runHolding(db, request, row.id, leaseToken, work);
      }
    }
    // Held by a live request that has created nothing yet (or just freed): wait, then look again.
    if (Date.now() > deadline) throw new AppError('IDEMPOTENCY_IN_PROGRESS');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function runHolding(
  db: Db,
  request: FastifyRequest,
  id: string,
  leaseToken: string,
  work: IdempotentWork,
): Promise<Answer & { replayed: boolean }> {
  const claim: IdempotencyClaim = { keyId: id, leaseToken, linked: false };
  const link: LinkCreatedObject = async (tx, objectId) => {
    if (!(await linkIdempotencyKey(tx, id, leaseToken, objectId)))
      throw new AppError('IDEMPOTENCY_IN_PROGRESS');
    claim.linked = true;
  };
  let answer: Answer;
  try {
    answer = await work.run(link, claim);
  } catch (error) {
    // Nothing linked: free the key (a linked key stays, and its retry answers the object).
    await releaseIdempotencyKey(db, id, leaseToken).catch((releaseError: unknown) =>
      request.log.error({ err: releaseError }, 'idempotency: key not released'),
    );
    throw error;
  }
  // Linked to its object, the key answers that object's state to any retry, and can never be
  // claimed again (a claim needs no object): its answer's status adds nothing, and is not written.
  if (claim.linked) return { ...answer, replayed: false };
  try {
    await saveIdempotentStatus(db, id, answer.status);
  } catch (error) {
    // The object is linked already: a retry answers it, so the answer stands.
    request.log.error({ err: error }, 'idempotency: answer status not saved');
  }
  return { ...answer, replayed: false };
}
