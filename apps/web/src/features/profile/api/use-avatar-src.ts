import { useQuery } from '@tanstack/react-query';
import { refreshSession } from '../../../shared/api/http.ts';
import { getAccessToken } from '../../../shared/api/session.ts';
import { AVATAR_BASE } from '../../../shared/config.ts';

async function fetchAvatar(filename: string): Promise<string | null> {
  const get = (token: string | null) =>
    fetch(`${AVATAR_BASE}${encodeURIComponent(filename)}`, {
      credentials: 'include',
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });
  let response = await get(getAccessToken());
  if (response.status === 401) response = await get((await refreshSession()).token);
  if (!response.ok) return null;
  return URL.createObjectURL(await response.blob());
}

/**
 * The signed-in user's avatar as an object URL: the API serves it to its owner only, with the
 * access token, which an `<img src>` cannot send.
 */
export function useAvatarSrc(filename: string | null): string | null {
  const query = useQuery({
    queryKey: ['profile', 'avatar', filename],
    queryFn: () => fetchAvatar(filename!),
    enabled: !!filename,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 5 * 60_000,
  });
  return filename ? (query.data ?? null) : null;
}
