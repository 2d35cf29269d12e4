import { localeFromPath } from '../i18n/locale-path.ts';
import { apiErrorFrom } from './api-error.ts';
import { refreshSession } from './http.ts';
import { getAccessToken } from './session.ts';

/** Hands a blob to the browser as a download under the given name. */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** An authenticated file of the API as a response (renewing the session once on 401). */
export async function fetchFile(path: string): Promise<Response> {
  const get = (token: string | null) =>
    fetch(path, {
      credentials: 'include',
      headers: {
        'Accept-Language': localeFromPath(window.location.pathname),
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
    });
  let response = await get(getAccessToken());
  if (response.status === 401) response = await get((await refreshSession()).token);
  if (!response.ok) throw await apiErrorFrom(response);
  return response;
}

/**
 * Downloads an authenticated file of the API (renewing the session once on 401) in the page's
 * language and hands it to the browser under the server's file name, else `fallbackName`.
 */
export async function downloadFile(path: string, fallbackName: string): Promise<void> {
  const response = await fetchFile(path);
  const name =
    /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  saveBlob(await response.blob(), name);
}
