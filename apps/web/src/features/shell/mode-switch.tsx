import { Button, Group } from '@mantine/core';
import type { User } from '@platform/contracts';
import { IconFlask, IconWorld } from '@tabler/icons-react';
import { lazy, type ReactElement, type ReactNode, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isUnverifiedMerchant } from '../../app/guards/route-guards.ts';
import { onFirstUse } from '../../shared/ui/on-first-use.tsx';

// The password confirmation (and the form library it brings) loads when first asked for, not with every page.
const PasswordModal = lazy(() => import('./password-modal.tsx').then((m) => ({ default: m.PasswordModal })));

// The popovers (and the positioning library they bring) load at the first click on their button.
const ModePopover = onFirstUse(() => import('./mode-popover.tsx').then((m) => m.ModePopover), ['click']);

/** A button that says where you are, in a popover opened by a click. */
function withPopover(button: ReactElement, message: string) {
  return <ModePopover button={button} message={message} placeholder={button} />;
}

/**
 * The sidebar footer: Test and Live. The button of the current mode only says where you are (popover
 * 'Vous êtes déjà en Live !'); the other opens the password confirmation to switch.
 */
export function ModeSwitch({ user }: { user: User }) {
  const { t } = useTranslation();
  const [target, setTarget] = useState<'sandbox' | 'live' | null>(null);
  const [everAsked, setEverAsked] = useState(false);
  const asked = target !== null || everAsked;
  const ask = (next: 'sandbox' | 'live') => {
    setEverAsked(true);
    setTarget(next);
  };
  const inSandbox = user.in_sandbox;
  const canGoLive = !isUnverifiedMerchant(user);

  const here = (label: string, icon: ReactNode, message: string) =>
    withPopover(
      <Button variant="filled" color="brand" size="sm" leftSection={icon} flex={1} aria-current="true">
        {label}
      </Button>,
      message,
    );

  return (
    <>
      <Group gap="xs" grow wrap="nowrap">
        {inSandbox ? (
          here(t('shell.test'), <IconFlask size={16} />, t('shell.alreadySandbox'))
        ) : (
          <Button
            variant="white"
            color="navy"
            size="sm"
            leftSection={<IconFlask size={16} />}
            onClick={() => ask('sandbox')}
          >
            {t('shell.test')}
          </Button>
        )}
        {!inSandbox ? (
          here(t('shell.live'), <IconWorld size={16} />, t('shell.alreadyLive'))
        ) : canGoLive ? (
          <Button
            variant="white"
            color="navy"
            size="sm"
            leftSection={<IconWorld size={16} />}
            onClick={() => ask('live')}
          >
            {t('shell.live')}
          </Button>
        ) : (
          withPopover(
            <Button variant="white" color="gray" size="sm" leftSection={<IconWorld size={16} />}>
              {t('shell.live')}
            </Button>,
            t('shell.liveNeedsValidation'),
          )
        )}
      </Group>
      {asked ? (
        <Suspense fallback={null}>
          <PasswordModal target={target} onClose={() => setTarget(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
