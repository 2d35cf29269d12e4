/** Keys the merchant area keeps in localStorage; the spec removes them on logout. */
export const SESSION_STORAGE_KEYS = ['shops', 'shopsession', 'first_shop', 'in_sandbox'] as const;

export function clearSessionStorageKeys(): void {
  for (const key of SESSION_STORAGE_KEYS) {
    try {
      localStorage.removeItem(key);
    } catch {
      // storage disabled: nothing to clear
    }
  }
}
