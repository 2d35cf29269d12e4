import type { User } from '@platform/contracts';
import { createContext, useContext } from 'react';

/** The user the shell's guard let in (fresh from the server). */
export const ShellUserContext = createContext<User | null>(null);

export function useShellUser(): User {
  const user = useContext(ShellUserContext);
  if (!user) throw new Error('useShellUser must be used inside <ShellRoot>');
  return user;
}
