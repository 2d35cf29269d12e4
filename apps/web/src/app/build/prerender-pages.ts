/**
 * The entry of the prerender's Node build (prerender-plugin.ts): every prerendered page of a
 * language, and the languages (the config that runs this bundle reads no TypeScript package itself).
 */
import { LOCALES, type Locale } from '@platform/domain';
import { renderDashboard } from './dashboard-prerender.tsx';
import type { PrerenderedPage } from './prerendered-page.ts';
import { renderSignIn } from './signin-prerender.tsx';
import { renderThemeStyles } from './theme-styles-prerender.tsx';

export const PRERENDER_LOCALES: readonly Locale[] = LOCALES;

/** The sign-in page, then the live dashboard, in `locale` (one after the other: they share i18next). */
export async function renderPages(locale: Locale): Promise<PrerenderedPage[]> {
  const signIn = await renderSignIn(locale);
  const dashboard = await renderDashboard(locale);
  return [signIn, dashboard];
}

/** The theme's style elements every built page carries in its head (theme-styles.ts). */
export function themeStyles(): string {
  return renderThemeStyles();
}
