import { describe, expect, it } from 'vitest';
import { familyOf, flowPaths } from './flow-paths.ts';

describe('flowPaths', () => {
  it('knows the family of a path, language prefix and case aside', () => {
    expect(familyOf('/payout_list/liste/view/x')).toBe('payoutList');
    expect(familyOf('/en/feexcorporate/choicePage')).toBe('corporate');
    expect(familyOf('/es/sandbox/feexCorporate/listDetail')).toBe('corporateSandbox');
  });

  it('sends each step to a page of the route table', () => {
    const live = flowPaths('corporate');
    expect(live.preview('pll_1')).toBe('/feexCorporate/listDetail?list=pll_1');
    expect(live.summary('pll_1')).toBe('/feexCorporate/editSommary?list=pll_1');
    expect(live.run('pll_1')).toBe('/feexCorporate/corporateDetail?list=pll_1');
    expect(live.reused('pll_1')).toBe('/feexCorporate/oldlistedit/pll_1');
    const sandbox = flowPaths('corporateSandbox');
    expect(sandbox.start).toBe('/sandbox/feexCorporate/listChoice');
    expect(sandbox.file).toBeUndefined();
    expect(sandbox.results('pll_1')).toBe('/sandbox/feexCorporate/corporateDetail?list=pll_1');
    expect(flowPaths('payoutList').run('pll_1')).toBe('/payout_list/detail/pll_1');
  });
});
