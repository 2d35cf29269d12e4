/**
 * Whether the theme's style elements (Mantine's CSS variables for our theme, about 10 KB, and its
 * `hiddenFrom`/`visibleFrom` classes) are in the page's head, written by the build
 * (build/theme-styles-prerender.tsx), rather than rendered by the app. Rendered by the app they were
 * computed from the theme at every start (6–8 % of the take-over render's script time on a
 * phone) and, on a prerendered page, removed and added again when the app took the page over, each
 * time restyling the whole document (docs/performance.md). The development server has no such
 * build step: there the app renders them.
 */
export const THEME_STYLES_IN_HEAD: boolean = import.meta.env.PROD;
