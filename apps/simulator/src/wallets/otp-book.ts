import { randomInt } from 'node:crypto';

/** Six random digits. */
export const newOtp = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

/**
 * One-time codes a customer got by dialing the network's USSD code before checkout (Orange's
 * flow), per operator and number. Issued through the control plane, used once.
 */
export class OtpBook {
  readonly #codes = new Map<string, { otp: string; expiresAt: number }>();

  issue(operator: string, msisdn: string, now: number, ttlMs: number): { otp: string; expiresAt: number } {
    const entry = { otp: newOtp(), expiresAt: now + ttlMs };
    this.#codes.set(`${operator}:${msisdn}`, entry);
    return entry;
  }

  /** Uses the code up when it matches and has not expired. */
  consume(operator: string, msisdn: string, otp: string, now: number): boolean {
    const key = `${operator}:${msisdn}`;
    const entry = this.#codes.get(key);
    if (!entry || entry.expiresAt <= now || entry.otp !== otp) return false;
    this.#codes.delete(key);
    return true;
  }

  clear(): void {
    this.#codes.clear();
  }
}
