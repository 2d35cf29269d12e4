import { addSettlementHook } from '../collections/settlement-hooks.ts';
import { holdReserves } from './hold-reserves.ts';

const reserveSettlement = { afterPosting: holdReserves };

/** Plugs the rolling reserve into settlements, after the collections' entries (composition root). */
export function registerReserveHooks(): void {
  addSettlementHook(reserveSettlement);
}
