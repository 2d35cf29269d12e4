import type { LinkKind } from '@platform/contracts';

/** The merchant pages of links and quick links (the same screens serve both kinds). */
export function linkPaths(kind: LinkKind) {
  const base = kind === 'quicklink' ? '/quicklinks' : '/feexLinks';
  return {
    list: base,
    add: `${base}/add`,
    detail: (id: string) => `${base}/detail/${encodeURIComponent(id)}`,
    edit: (id: string) => `${base}/edit/${encodeURIComponent(id)}`,
  };
}

/** The full public address of a link, as customers open it (`path` comes from the API). */
export function publicLinkUrl(path: string, origin: string = window.location.origin): string {
  return `${origin.replace(/\/$/, '')}${path}`;
}
