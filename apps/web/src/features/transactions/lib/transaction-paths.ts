/** The transactions pages of a mode: the sandbox has its own twins under /sandbox. */
export function transactionPaths(sandbox: boolean) {
  const base = sandbox ? '/sandbox/transactions' : '/transactions';
  return {
    list: base,
    add: `${base}/add`,
    detail: (id: string) => `${base}/detail/${encodeURIComponent(id)}`,
  };
}
