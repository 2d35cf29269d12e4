import { useLocation } from 'react-router';

/** The FeexMarket pages' base in the current area: `/feexMarket` (live) or `/sandbox/feexMarket`. */
export function useMarketBase(): string {
  return /\/sandbox\//i.test(useLocation().pathname) ? '/sandbox/feexMarket' : '/feexMarket';
}
