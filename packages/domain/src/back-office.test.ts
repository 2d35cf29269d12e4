import { describe, expect, it } from 'vitest';
import { ADJUSTMENT_FOUR_EYES_THRESHOLD, needsSecondApproval } from './back-office.ts';

describe('needsSecondApproval', () => {
  it('asks a second staff member only above the threshold', () => {
    expect(needsSecondApproval(ADJUSTMENT_FOUR_EYES_THRESHOLD)).toBe(false);
    expect(needsSecondApproval(ADJUSTMENT_FOUR_EYES_THRESHOLD + 1n)).toBe(true);
    expect(needsSecondApproval(1n)).toBe(false);
  });
});
