import { stripLocale } from '../../../shared/i18n/locale-path.ts';

/** The paths of the webhook pages, in the family the user is browsing (app paths, no locale). */
export type WebhookPaths = {
  list: string;
  add: string;
  edit: (id: string) => string;
  view: (id: string) => string;
};

const family = (list: string, add: string): WebhookPaths => ({
  list,
  add,
  edit: (id) => `${list}/update/${encodeURIComponent(id)}`,
  view: (id) => `${list}/view/${encodeURIComponent(id)}`,
});

export const SANDBOX_WEBHOOKS = family('/sandbox/developers/webHooks', '/sandbox/developers/webHooks/add');
export const LIVE_WEBHOOKS = family('/developers/webhook', '/developers/webhook/add');
export const ALIAS_WEBHOOKS = family('/webhook', '/webhook/new');

/**
 * Sandbox pages live under `/sandbox/developers/webHooks`; live ones under `/developers/webhook`,
 * or under the short `/webhook` aliases when the user came in through them.
 */
export function webhookPaths(inSandbox: boolean, pathname: string): WebhookPaths {
  if (inSandbox) return SANDBOX_WEBHOOKS;
  const path = stripLocale(pathname).toLowerCase();
  return path === '/webhook' || path.startsWith('/webhook/') ? ALIAS_WEBHOOKS : LIVE_WEBHOOKS;
}

/** The developers pages of the session's mode. */
export function developerPaths(inSandbox: boolean) {
  return inSandbox
    ? {
        home: '/sandbox/developers',
        api: '/sandbox/developers/api',
        links: '/sandbox/developers/importantlinks',
        webhooks: SANDBOX_WEBHOOKS.list,
      }
    : {
        home: '/developers',
        api: '/developers/api',
        links: '/developers/importantLinks',
        webhooks: LIVE_WEBHOOKS.list,
      };
}
