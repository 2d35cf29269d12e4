import { Modal } from '@mantine/core';
import type { Shop, User } from '@platform/contracts';
import { MODES } from '@platform/domain';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/forms/server-errors.ts';
import { notify } from '../../../shared/ui/notify.ts';
import { shopsApi } from '../api/shops-api.ts';
import { ShopNameForm } from './shop-name-form.tsx';

type Props = {
  modal: { type: 'create' } | { type: 'rename'; shop: Shop } | null;
  user: User;
  onClose: () => void;
  onDone: (message: string) => void;
};

/** 'Créer une boutique' and 'Renommer ma boutique'. */
export function ShopNameModal({ modal, user, onClose, onDone }: Props) {
  const { t } = useTranslation();
  const save = useMutation({
    mutationFn: (name: string) =>
      modal?.type === 'rename'
        ? shopsApi.rename(modal.shop._id, { name })
        : shopsApi.create({ name, user: user._id, mode: user.in_sandbox ? MODES.sandbox : MODES.live }),
    onSuccess: (answer) => onDone(answer.message),
    onError: (error) => notify('error', errorMessage(error, t)),
  });
  const renaming = modal?.type === 'rename';

  return (
    <Modal
      opened={modal !== null}
      onClose={onClose}
      title={renaming ? t('shops.renameTitle') : t('shops.createTitle')}
      centered
    >
      {modal ? (
        <ShopNameForm
          key={renaming ? modal.shop._id : 'create'}
          defaultName={renaming ? modal.shop.name : ''}
          submitLabel={renaming ? t('shops.renameSubmit') : t('shops.createSubmit')}
          pending={save.isPending}
          onSubmit={(name) => save.mutate(name)}
          onCancel={onClose}
        />
      ) : null}
    </Modal>
  );
}
