import { Button, Group, Modal, Text } from '@mantine/core';
import type { Shop } from '@platform/contracts';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/forms/server-errors.ts';
import { notify } from '../../../shared/ui/notify.ts';
import { shopsApi } from '../api/shops-api.ts';
import { useShops } from '../shops-context.ts';

type Props = {
  shop: Shop | null;
  onClose: () => void;
  onBack: () => void;
  onDone: (message: string) => void;
};

/** Delete confirmation: Retour, Continuer (delete) or Archiver; the last active shop is always kept. */
export function DeleteShopModal({ shop, onClose, onBack, onDone }: Props) {
  const { t } = useTranslation();
  const { active } = useShops();
  const remove = useMutation({
    mutationFn: ({ id, how }: { id: string; how: 'archive' | 'delete' }) =>
      how === 'archive' ? shopsApi.archive(id) : shopsApi.remove(id),
    onSuccess: (answer) => onDone(answer.message),
    onError: (error) => notify('error', errorMessage(error, t)),
  });

  const run = (how: 'archive' | 'delete') => {
    if (!shop) return;
    const othersActive = active.filter((s) => s._id !== shop._id).length;
    if (othersActive < 1) {
      notify('error', t('shops.lastActive'));
      return;
    }
    remove.mutate({ id: shop._id, how });
  };

  return (
    <Modal opened={shop !== null} onClose={onClose} title={t('shops.deleteTitle')} centered>
      <Text>{t('shops.deleteText', { name: shop?.name ?? '' })}</Text>
      <Group justify="flex-end" mt="lg" gap="sm">
        <Button variant="default" onClick={onBack} disabled={remove.isPending}>
          {t('shops.back')}
        </Button>
        <Button
          variant="light"
          color="navy"
          onClick={() => run('archive')}
          loading={remove.isPending && remove.variables?.how === 'archive'}
        >
          {t('shops.archive')}
        </Button>
        <Button
          color="red"
          onClick={() => run('delete')}
          loading={remove.isPending && remove.variables?.how === 'delete'}
        >
          {t('shops.continue')}
        </Button>
      </Group>
    </Modal>
  );
}
