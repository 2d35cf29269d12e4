/**
 * A reference as a list shows it: its type prefix, the start of its id and its end, so two rows
 * stay tellable apart ("txn_01m8…hq561b", "pll_01m8…0k_2-1"). Short references are shown whole.
 * The full reference stays one click away (the copy button beside it, and its title).
 */
export function shortReference(reference: string, keepStart = 4, keepEnd = 6): string {
  const underscore = reference.indexOf('_');
  const prefixLength = underscore > 0 && underscore <= 5 ? underscore + 1 : 0;
  if (reference.length <= Math.max(16, prefixLength + keepStart + keepEnd + 2)) return reference;
  return `${reference.slice(0, prefixLength + keepStart)}…${reference.slice(-keepEnd)}`;
}
