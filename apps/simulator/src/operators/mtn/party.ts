import {
  type NormalizedPhone,
  normalizePhone,
  OPERATORS,
  type OperatorCode,
  phoneMatchesOperator,
} from '@platform/domain';
import { planForNumber, unknownNumberPlan } from '../../engine/plan.ts';
import type { Plan, TransactionKind } from '../../engine/types.ts';
import { MTN_SANDBOX_DEFAULT_PLAN, MTN_SANDBOX_NUMBERS } from './sandbox-numbers.ts';

const MTN_NETWORKS: readonly OperatorCode[] = ['mtn', 'mtn_ci'];

export interface ResolvedParty {
  /** Wallet key: E.164 for West African numbers, the raw MSISDN otherwise. */
  readonly msisdn: string;
  readonly network: OperatorCode | null;
  readonly plan: Plan;
}

function findMtnNumber(
  partyId: string,
  networks: readonly OperatorCode[],
): [NormalizedPhone, OperatorCode] | null {
  for (const network of networks) {
    const phone = normalizePhone(partyId, OPERATORS[network].country);
    if (phone && phoneMatchesOperator(phone, network)) return [phone, network];
  }
  return null;
}

/** A number of one of our countries (then it must be an MTN one, even in the sandbox). */
function isWestAfricanNumber(digits: string): boolean {
  if (normalizePhone(digits) !== null) return true;
  return MTN_NETWORKS.some((network) => normalizePhone(digits, OPERATORS[network].country) !== null);
}

/**
 * Who the MSISDN is and what happens to the request. `environmentNetwork` is the network the
 * X-Target-Environment stands for, null for 'sandbox' (any MTN network, plus MTN's test numbers;
 * other numbers from outside our countries succeed there, as in MTN's sandbox).
 * Null when the MSISDN is not digits at all (a 400).
 */
export function resolveParty(
  partyId: string,
  environmentNetwork: OperatorCode | null,
  kind: TransactionKind,
  pendingDelayMs: number,
): ResolvedParty | null {
  const digits = partyId.replace(/^\+/, '');
  if (!/^\d{6,15}$/.test(digits)) return null;
  const sandbox = environmentNetwork === null;
  const sandboxNumber = sandbox ? MTN_SANDBOX_NUMBERS[digits] : undefined;
  if (sandboxNumber) return { msisdn: digits, network: null, plan: sandboxNumber.plan };
  const found = findMtnNumber(digits, sandbox ? MTN_NETWORKS : [environmentNetwork]);
  if (found) {
    const [phone, network] = found;
    return { msisdn: phone.e164, network, plan: planForNumber(kind, phone.national, pendingDelayMs) };
  }
  if (sandbox && !isWestAfricanNumber(digits)) {
    return { msisdn: digits, network: null, plan: MTN_SANDBOX_DEFAULT_PLAN };
  }
  return { msisdn: digits, network: environmentNetwork, plan: unknownNumberPlan(kind) };
}
