import { useSearchParams } from 'react-router';

/**
 * A choice of the page kept in the URL (`?status=APPROVED`), so a reload or a shared link shows the
 * same list: anything unknown reads as `fallback`, which is left out of the URL. A new choice goes
 * back to the list's first page.
 */
export function useUrlChoice<V extends string>(
  name: string,
  allowed: readonly V[],
  fallback: V,
): [V, (next: V) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get(name);
  const value = allowed.find((v) => v === raw) ?? fallback;
  const set = (next: V) =>
    setParams((current) => {
      const copy = new URLSearchParams(current);
      if (next === fallback) copy.delete(name);
      else copy.set(name, next);
      copy.delete('page');
      return copy;
    });
  return [value, set];
}
