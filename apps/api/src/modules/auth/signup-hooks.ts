import type { SignupBody } from '@platform/contracts';
import type { Db } from '../../platform/db/client.ts';

/** A merchant being created by a sign-up, in the sign-up's transaction. */
export type SignupStarted = { merchantId: string; userId: string; body: SignupBody };

/**
 * What else a new sign-up records, in its transaction (an error rolls the sign-up back): filled
 * by the composition root (composition/create-deps.ts), so auth does not import the modules that
 * follow sign-ups (referral: the sponsor or agent of a referral link, recorded here only).
 */
export type SignupHook = (tx: Db, event: SignupStarted) => Promise<void>;

const hooks = new Set<SignupHook>();

export function addSignupHook(hook: SignupHook): void {
  hooks.add(hook);
}

export async function runSignupHooks(tx: Db, event: SignupStarted): Promise<void> {
  for (const hook of hooks) await hook(tx, event);
}
