import { Button, Group, NativeSelect, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
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

/**
 * Previous / next over keyset cursors, the page number, and the page size: a native select (four
 * numbers need no searchable dropdown; on a phone the system's picker), so the list's first screen
 * loads no combobox, popover or positioning code (docs/performance.md).
 */
export function ListPager({ page, size, prev, next, onPrev, onNext, onSize }: Props) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" data-testid="transactions-pager">
      <Group gap="xs">
        <Text size="sm" c="dimmed">
          {t('transactions.list.pageSize')}
        </Text>
        <NativeSelect
          aria-label={t('transactions.list.pageSize')}
          data={PAGE_SIZES.map(String)}
          value={String(size)}
          onChange={(event) => onSize(Number(event.currentTarget.value))}
          w={90}
          data-testid="transactions-page-size"
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
