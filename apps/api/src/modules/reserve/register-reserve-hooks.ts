import { addSettlementHook } from '../transactions/settlement-hooks.ts';
import { holdReserves } from './hold-reserves.ts';

/** Plugs the rolling reserve into settlements (called once by the composition root). */
export function registerReserveHooks(): void {
  addSettlementHook(holdReserves);
}
