/** How long the previous key keeps working after a roll: the choices offered, in hours. */
export const OVERLAP_CHOICES = [
  { value: 'now', hours: 0 },
  { value: '1h', hours: 1 },
  { value: '24h', hours: 24 },
  { value: '7d', hours: 168 },
] as const;

export type OverlapChoice = (typeof OVERLAP_CHOICES)[number]['value'];

/** The contract's default (24 h). */
export const DEFAULT_OVERLAP: OverlapChoice = '24h';

/** The `overlap_hours` sent to the API for a choice (0..168); unknown values fall back to the default. */
export function overlapHours(choice: string): number {
  const found = OVERLAP_CHOICES.find((c) => c.value === choice) ?? OVERLAP_CHOICES[2];
  return found.hours;
}

/** When the previous key stops working if rolled at `now` with this choice. */
export function previousKeyExpiry(now: Date, choice: string): Date {
  return new Date(now.getTime() + overlapHours(choice) * 3_600_000);
}
