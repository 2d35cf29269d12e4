/** What the search field and its stand-in before the search loads share (top-bar-menus.tsx). */
export const SEARCH_FIELD = { maxLength: 64, 'data-testid': 'global-search' } as const;
