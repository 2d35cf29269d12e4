import { Button, Group, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LazySelect } from '../../../shared/ui/lazy-select.tsx';
import { PAGE_SIZES } from '../lib/list-state.ts';

type Props = {
  page: number;
  size: number;
  prev: boolean;
  next: boolean;
  onPrev: () => void;
  onNext: () => void;
  onSize: (size: number) => void;
};

/** Previous / next over keyset cursors, the page number, and the page size. */
export function ListPager({ page, size, prev, next, onPrev, onNext, onSize }: Props) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" data-testid="transactions-pager">
      <Group gap="xs">
        <Text size="sm" c="dimmed">
          {t('transactions.list.pageSize')}
        </Text>
        <LazySelect
          aria-label={t('transactions.list.pageSize')}
          data={PAGE_SIZES.map(String)}
          value={String(size)}
          onChange={(value) => value && onSize(Number(value))}
          allowDeselect={false}
          w={90}
        />
      </Group>
      <Group gap="xs">
        <Button
          variant="default"
          leftSection={<IconChevronLeft size={16} />}
          disabled={!prev}
          onClick={onPrev}
        >
          {t('transactions.list.previous')}
        </Button>
        <Text size="sm" data-testid="transactions-page">
          {t('transactions.list.page', { page })}
        </Text>
        <Button
          variant="default"
          rightSection={<IconChevronRight size={16} />}
          disabled={!next}
          onClick={onNext}
        >
          {t('transactions.list.next')}
        </Button>
      </Group>
    </Group>
  );
}
