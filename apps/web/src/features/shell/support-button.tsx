import { ActionIcon, Affix, NavLink } from '@mantine/core';
import { IconBrandWhatsapp } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SUPPORT_URL } from '../../shared/config.ts';
import { LazyTooltip } from '../../shared/ui/lazy-tooltip.tsx';
import { coversContent } from './free-corner.ts';

/** How often the corner is looked at again while nothing scrolls (content arriving, toasts). */
const RECHECK_MS = 700;

/**
 * The floating messaging-app support button, on phones and tablets only (beside the sidebar its
 * own support link replaces it). It steps aside, faded and not clickable, while an amount, a
 * status, a row action or any text lies under its corner, and comes back where the corner is free
 * (the pages keep room for it at their foot).
 */
export function SupportButton() {
  const { t } = useTranslation();
  const ref = useRef<HTMLAnchorElement>(null);
  const [free, setFree] = useState(true);
  useEffect(() => {
    let frame = 0;
    const look = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const button = ref.current;
        // Hidden (a wide screen): nothing to look at.
        if (!button || button.offsetParent === null) return;
        setFree(!coversContent(button.getBoundingClientRect(), button));
      });
    };
    look();
    const timer = window.setInterval(look, RECHECK_MS);
    window.addEventListener('scroll', look, { passive: true });
    window.addEventListener('resize', look);
    return () => {
      cancelAnimationFrame(frame);
      window.clearInterval(timer);
      window.removeEventListener('scroll', look);
      window.removeEventListener('resize', look);
    };
  }, []);
  return (
    <Affix position={{ bottom: 16, right: 16 }} zIndex={150} hiddenFrom="md">
      <LazyTooltip label={t('shell.support')} position="left">
        <ActionIcon
          ref={ref}
          component="a"
          href={SUPPORT_URL}
          target="_blank"
          rel="noopener noreferrer"
          size={48}
          radius="xl"
          color="green"
          variant="filled"
          aria-label={t('shell.support')}
          data-testid="support-button"
          data-free={free ? 'true' : 'false'}
          tabIndex={free ? undefined : -1}
          style={{
            boxShadow: 'var(--mantine-shadow-lg)',
            opacity: free ? 1 : 0,
            pointerEvents: free ? undefined : 'none',
            transition: 'opacity 150ms ease',
          }}
        >
          <IconBrandWhatsapp size={26} />
        </ActionIcon>
      </LazyTooltip>
    </Affix>
  );
}

/** The support link at the foot of the sidebar (wide screens). */
export function SupportNavLink({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <NavLink
      component="a"
      href={SUPPORT_URL}
      target="_blank"
      rel="noopener noreferrer"
      label={t('shell.supportShort')}
      leftSection={<IconBrandWhatsapp size={18} />}
      className={className}
      visibleFrom="md"
    />
  );
}
