import { ActionIcon, Badge, Button, Group, Modal, Stack, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useShops } from '../shops-context.ts';

/** 'Mes boutiques': every shop of the mode with select, rename and delete buttons. */
export function MyShopsModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { shops, selected, select, openRename, openDelete, openCreate } = useShops();

  return (
    <Modal opened={opened} onClose={onClose} title={t('shops.myShops')} centered size="lg">
      <Stack gap="xs">
        {shops.length === 0 ? <Text c="dimmed">{t('shops.none')}</Text> : null}
        {shops.map((shop) => {
          const isSelected = shop._id === selected?._id;
          const archived = shop.status === 'archived';
          return (
            <Group
              key={shop._id}
              justify="space-between"
              wrap="nowrap"
              p="sm"
              data-testid="shop-row"
              style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8 }}
            >
              <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
                <Text fw={600} truncate>
                  {shop.name}
                </Text>
                {isSelected ? (
                  <Badge color="green" variant="light">
                    {t('shops.selected')}
                  </Badge>
                ) : null}
                {archived ? (
                  <Badge color="gray" variant="light">
                    {t('shops.archived')}
                  </Badge>
                ) : null}
              </Group>
              <Group gap={6} wrap="nowrap">
                {!isSelected && !archived ? (
                  <Button
                    size="xs"
                    variant="light"
                    leftSection={<IconCheck size={14} />}
                    onClick={() => select(shop)}
                  >
                    {t('shops.select')}
                  </Button>
                ) : null}
                <Tooltip label={t('shops.rename')}>
                  <ActionIcon
                    variant="light"
                    color="navy"
                    size="lg"
                    aria-label={`${t('shops.rename')} ${shop.name}`}
                    onClick={() => openRename(shop)}
                  >
                    <IconPencil size={16} />
                  </ActionIcon>
                </Tooltip>
                <Tooltip label={t('shops.delete')}>
                  <ActionIcon
                    variant="light"
                    color="red"
                    size="lg"
                    aria-label={`${t('shops.delete')} ${shop.name}`}
                    onClick={() => openDelete(shop)}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Tooltip>
              </Group>
            </Group>
          );
        })}
        <Group justify="flex-end" mt="sm">
          <Button leftSection={<IconPlus size={16} />} onClick={openCreate}>
            {shops.length ? t('shops.add') : t('shops.create')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
