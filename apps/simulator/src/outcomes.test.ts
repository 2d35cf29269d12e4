import { describe, expect, it } from 'vitest';
import { planFor } from './engine/plan.ts';
import { OUTCOME_CODES, OUTCOMES, outcomeOf } from './outcomes.ts';

describe('outcome table', () => {
  it('has one row per ending 00 to 08, described in French, English and Spanish', () => {
    expect(OUTCOMES.map((o) => o.ending)).toEqual([...OUTCOME_CODES]);
    for (const outcome of OUTCOMES) {
      for (const text of Object.values(outcome.description)) expect(text.length).toBeGreaterThan(10);
    }
  });

  it('chooses by the last two digits only', () => {
    expect(outcomeOf('0197000005')).toBe('05');
    expect(outcomeOf('0197000010')).toBeNull();
    expect(outcomeOf('0197000109')).toBeNull();
  });

  it('agrees with the plans the simulator runs', () => {
    for (const outcome of OUTCOMES) {
      const collection = planFor('collection', outcome.ending, 5_000);
      const final = collection.next.kind === 'delay' ? collection.next.settle.kind : collection.next.kind;
      const expected = collection.unavailable ? 'FAILED' : final === 'succeed' ? 'SUCCESSFUL' : 'FAILED';
      expect(expected, outcome.ending).toBe(outcome.collectionStatus);
    }
    expect(planFor('collection', null, 5_000).next.kind).toBe('await');
    expect(planFor('payout', null, 5_000).next.kind).toBe('succeed');
  });
});
