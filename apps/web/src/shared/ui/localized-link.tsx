import { forwardRef } from 'react';
import { Link, type LinkProps } from 'react-router';
import { useLocalizedPath } from '../i18n/use-locale.ts';

type Props = Omit<LinkProps, 'to'> & { to: string };

/** A router link to an app path (`/signup`) that stays in the current language (`/en/signup`). */
export const LocalizedLink = forwardRef<HTMLAnchorElement, Props>(function LocalizedLink(
  { to, ...rest },
  ref,
) {
  const localize = useLocalizedPath();
  return <Link ref={ref} to={localize(to)} {...rest} />;
});
