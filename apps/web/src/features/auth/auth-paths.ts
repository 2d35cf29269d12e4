import { stripLocale } from '../../shared/i18n/locale-path.ts';

/** The pages of the sign-in frame (routes.tsx, `AuthLayout`): signing in, out and up. */
const AUTH_PAGES = /^\/(signin|signup|noaccount)(\/|$)/i;

/**
 * A page where no one is, or stays, signed in: no signed-in data is asked for there (start-data.ts),
 * and a call refused for an ended session does not send it to sign-in again (auth-provider.tsx).
 */
export const isAuthPage = (pathname: string): boolean => AUTH_PAGES.test(stripLocale(pathname));
