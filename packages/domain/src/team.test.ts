import { describe, expect, it } from 'vitest';
import { canGrant, permissionsBeyond } from './team.ts';

const owner = { role: 'MERCHANT', access: [], profile: { type: 'ADMIN' as const, permissions: [] } };
const teamLead = {
  role: 'MERCHANT',
  access: [],
  profile: { type: 'SUBADMIN' as const, permissions: ['subaccount', 'developer'] },
};

describe('granting permissions', () => {
  it('lets the owner grant any permission of the list', () => {
    expect(canGrant(owner, ['payout', 'refund', 'subaccount'])).toBe(true);
  });
  it('lets a member grant only what it holds', () => {
    expect(canGrant(teamLead, ['developer'])).toBe(true);
    expect(permissionsBeyond(teamLead, ['developer', 'payout'])).toEqual(['payout']);
  });
  it('refuses names outside the list, even to the owner', () => {
    expect(canGrant(owner, ['everything'])).toBe(false);
  });
});
