/** Front-end settings, overridable at build time through Vite's `VITE_*` variables. */

/** The support line opened by the floating button (international format, digits only). */
export const SUPPORT_WHATSAPP_NUMBER: string = import.meta.env.VITE_SUPPORT_WHATSAPP ?? '22900000000';

export const SUPPORT_URL = `https://wa.me/${SUPPORT_WHATSAPP_NUMBER}`;

/** Where avatars are served from: the API host plus the file name (spec section 3). */
export const AVATAR_BASE = '/api/profile/avatar/';

/** Spec section 4: 600000 ms without a mouse move or key press, then a 10-second countdown. */
export const INACTIVITY_TIMEOUT_MS = 600_000;
export const INACTIVITY_COUNTDOWN_S = 10;
