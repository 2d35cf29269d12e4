import { Alert, Button, Code, CopyButton, Group, Modal, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../shared/ui/notify.ts';

type Props = {
  /** The secret to show once; null closes the modal. */
  secret: string | null;
  title: string;
  /** Extra lines under the warning (e.g. until when the previous key works). */
  note?: string | null;
  onClose: () => void;
};

/**
 * A new secret, shown this once: a clear warning, the value and a copy button. Closing it needs a
 * deliberate click (no outside click, no Escape), so the secret is not lost by accident.
 */
export function SecretModal({ secret, title, note, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={secret !== null}
      onClose={onClose}
      title={title}
      closeOnClickOutside={false}
      closeOnEscape={false}
      size="lg"
      centered
    >
      <Stack gap="md">
        <Alert color="orange" icon={<IconAlertTriangle size={18} />} title={t('developers.secret.onceTitle')}>
          {t('developers.secret.onceText')}
        </Alert>
        <Code
          block
          data-testid="new-secret"
          fz="sm"
          style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }}
        >
          {secret ?? ''}
        </Code>
        {note && <Text size="sm">{note}</Text>}
        <Group justify="space-between">
          <CopyButton value={secret ?? ''}>
            {({ copied, copy }) => (
              <Button
                variant="light"
                color={copied ? 'green' : 'brand'}
                leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                onClick={() => {
                  copy();
                  notify('success', t('developers.secret.copied'));
                }}
              >
                {copied ? t('developers.secret.copied') : t('developers.secret.copy')}
              </Button>
            )}
          </CopyButton>
          <Button onClick={onClose}>{t('developers.secret.done')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
