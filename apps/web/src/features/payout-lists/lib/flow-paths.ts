/**
 * Where each step of the flow lives. The same pages serve three route families:
 * - payout_list: /payout_list/liste (lists), /liste/add (build), /liste/view/:id (preview,
 *   fixes, summary and confirmation), /detail/:id (progress and results),
 *   /liste/transaction/:id (the payouts of a list);
 * - corporate (live): /feexCorporate (lists) → choicePage → file | listChoice → newList |
 *   newSameNetwork | oldList → listDetail?list= (preview, fixes) or oldlistedit/:id (a reused
 *   list) → editSommary?list= (summary, password) → corporateDetail?list= (progress, results);
 *   /feexCorporate/detail/:id shows a past list;
 * - corporate in the sandbox: the spec's sandbox pages only (no choicePage, file, newSameNetwork
 *   or detail/:id): lists → listChoice → newList (typed or file) | oldList → listDetail →
 *   editSommary → corporateDetail.
 */
export type FlowFamily = 'payoutList' | 'corporate' | 'corporateSandbox';

export type FlowPaths = {
  family: FlowFamily;
  lists: string;
  start: string;
  preview: (id: string) => string;
  /** A list copied from an old one (corporate: oldlistedit/:id). */
  reused: (id: string) => string;
  summary: (id: string) => string;
  run: (id: string) => string;
  results: (id: string) => string;
  choice?: string;
  listChoice?: string;
  file?: string;
  newList?: string;
  sameNetwork?: string;
  oldList?: string;
};

const q = (id: string) => `?list=${encodeURIComponent(id)}`;
const seg = encodeURIComponent;

export function flowPaths(family: FlowFamily): FlowPaths {
  if (family === 'payoutList') {
    return {
      family,
      lists: '/payout_list/liste',
      start: '/payout_list/liste/add',
      preview: (id) => `/payout_list/liste/view/${seg(id)}`,
      reused: (id) => `/payout_list/liste/view/${seg(id)}`,
      summary: (id) => `/payout_list/liste/view/${seg(id)}`,
      run: (id) => `/payout_list/detail/${seg(id)}`,
      results: (id) => `/payout_list/liste/transaction/${seg(id)}`,
    };
  }
  if (family === 'corporate') {
    const base = '/feexCorporate';
    return {
      family,
      lists: base,
      start: `${base}/choicePage`,
      preview: (id) => `${base}/listDetail${q(id)}`,
      reused: (id) => `${base}/oldlistedit/${seg(id)}`,
      summary: (id) => `${base}/editSommary${q(id)}`,
      run: (id) => `${base}/corporateDetail${q(id)}`,
      results: (id) => `${base}/detail/${seg(id)}`,
      choice: `${base}/choicePage`,
      listChoice: `${base}/listChoice`,
      file: `${base}/file`,
      newList: `${base}/newList`,
      sameNetwork: `${base}/newSameNetwork`,
      oldList: `${base}/oldList`,
    };
  }
  const base = '/sandbox/feexCorporate';
  return {
    family,
    lists: base,
    start: `${base}/listChoice`,
    preview: (id) => `${base}/listDetail${q(id)}`,
    reused: (id) => `${base}/listDetail${q(id)}`,
    summary: (id) => `${base}/editSommary${q(id)}`,
    run: (id) => `${base}/corporateDetail${q(id)}`,
    results: (id) => `${base}/corporateDetail${q(id)}`,
    listChoice: `${base}/listChoice`,
    newList: `${base}/newList`,
    oldList: `${base}/oldList`,
  };
}

/** The family of the current path. */
export function familyOf(pathname: string): FlowFamily {
  if (/\/sandbox\/feexcorporate/i.test(pathname)) return 'corporateSandbox';
  if (/\/feexcorporate/i.test(pathname)) return 'corporate';
  return 'payoutList';
}
