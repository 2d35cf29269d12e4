/** The payout pages of a mode: the sandbox has its own (fewer) twins. */
export function payoutPaths(sandbox: boolean) {
  return sandbox
    ? {
        list: '/sandbox/payouts',
        send: '/sandbox/payouts/newPayout',
        detail: (id: string) => `/sandbox/payouts/payoutDetail?id=${encodeURIComponent(id)}`,
      }
    : {
        list: '/payouts',
        send: '/payouts/new',
        detail: (id: string) => `/payouts/detail/${encodeURIComponent(id)}`,
      };
}
