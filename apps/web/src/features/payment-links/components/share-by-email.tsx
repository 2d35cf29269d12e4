import { Button, Group, TextInput } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/forms/server-errors.ts';
import { notify } from '../../../shared/ui/notify.ts';

type Props = { initialEmail: string; sending: boolean; onSend: (email: string) => Promise<unknown> };

/** Sends the link by e-mail through the platform (quick links: to their customer by default). */
export function ShareByEmail({ initialEmail, sending, onSend }: Props) {
  const { t } = useTranslation();
  const [email, setEmail] = useState(initialEmail);
  const [error, setError] = useState<string | null>(null);
  const send = async () => {
    setError(null);
    try {
      await onSend(email.trim());
      notify('success', t('paymentLinks.detail.shared', { email: email.trim() }));
    } catch (e) {
      setError(errorMessage(e, t));
    }
  };
  return (
    <Group align="flex-end" gap="sm">
      <TextInput
        label={t('paymentLinks.detail.shareEmail')}
        type="email"
        value={email}
        onChange={(event) => setEmail(event.currentTarget.value)}
        error={error}
        style={{ flex: 1, minWidth: 220 }}
      />
      <Button leftSection={<IconMail size={16} />} loading={sending} onClick={send}>
        {t('paymentLinks.detail.shareSend')}
      </Button>
    </Group>
  );
}
