import type { User } from '@platform/contracts';
import { useQuery } from '@tanstack/react-query';
import { isApiError } from '../../shared/api/api-error.ts';
import { authApi } from '../auth/api/auth-api.ts';
import { useAuth } from '../auth/auth-context.ts';

export const currentUserKey = ['auth', 'user'] as const;

/**
 * The signed-in user as the server sees it now (its `in_sandbox` is the session's mode). Starts
 * from the user of the sign-in and asks the server again on every shell mount. `user` is null when
 * the server no longer knows the user (spec: a missing user means an expired session).
 */
export function useCurrentUser(): { user: User | null; missing: boolean } {
  const { user: sessionUser } = useAuth();
  const query = useQuery({
    queryKey: currentUserKey,
    queryFn: authApi.currentUser,
    initialData: sessionUser ? { user: sessionUser } : undefined,
    initialDataUpdatedAt: 0,
  });
  const error = query.error;
  const missing =
    (isApiError(error) && (error.status === 403 || error.status === 404)) ||
    (query.isSuccess && !query.data?.user);
  return { user: missing ? null : (query.data?.user ?? null), missing };
}
