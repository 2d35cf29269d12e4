import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useLocalizedPath } from '../../../shared/i18n/use-locale.ts';
import { authApi, authKeys, type SignupStep } from '../api/auth-api.ts';
import { signupStepPath } from '../signup-steps.ts';
import { isBadLink } from './link-errors.ts';

/**
 * Reads where a sign-up stands. A dead or missing ticket goes to /signup/linkexpired; a ticket at
 * another step goes to that step's page.
 */
export function useSignupTicket(ticket: string | undefined, step: SignupStep) {
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const queryClient = useQueryClient();
  // Once the last step succeeds the ticket is spent: stop reading it, or its 410 would send the
  // merchant to "link expired" on the way to sign-in.
  const [finished, setFinished] = useState(false);
  const query = useQuery({
    queryKey: authKeys.signupState(ticket ?? ''),
    queryFn: () => authApi.signupState(ticket ?? ''),
    enabled: Boolean(ticket) && !finished,
  });

  useEffect(() => {
    if (finished) return;
    if (!ticket || (query.error && isBadLink(query.error))) {
      navigate(localize('/signup/linkexpired'), { replace: true });
    } else if (query.data && query.data.step !== step) {
      navigate(localize(signupStepPath(query.data.step, ticket)), { replace: true });
    }
  }, [finished, ticket, query.error, query.data, step, navigate, localize]);

  /** After a step is done: records the next step and goes there. */
  const goToStep = useCallback(
    (next: SignupStep) => {
      if (!ticket) return;
      queryClient.setQueryData(authKeys.signupState(ticket), (old: typeof query.data) =>
        old ? { ...old, step: next } : old,
      );
      navigate(localize(signupStepPath(next, ticket)));
    },
    [ticket, queryClient, navigate, localize],
  );

  /** The sign-up is complete: the ticket is no longer read. */
  const finish = useCallback(() => setFinished(true), []);

  return { ...query, goToStep, finish };
}
