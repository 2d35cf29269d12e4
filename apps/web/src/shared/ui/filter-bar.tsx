import { Box, Button, Collapse, Group, Stack } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconFilter } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useOpenedOnce } from '../lib/use-opened-once.ts';

/**
 * A search field always in view and, beside it, filters; on a phone the filters (and anything in
 * `extra`) fold behind one "Filtres" button that counts the filters set. Folded, they are not
 * rendered until the button first opens them (then kept, for the fold's animation): a list's selects,
 * amount fields and date picker were most of a phone's work after its first paint, for nothing on
 * screen (docs/performance.md). A module of its own: a list's first paint needs the bar, not the
 * export and URL-table code of table-controls.tsx.
 */
export function FilterBar({
  search,
  children,
  active,
  testId,
}: {
  search?: ReactNode;
  children?: ReactNode;
  active: number;
  testId?: string;
}) {
  const { t } = useTranslation();
  const compact = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });
  const [opened, { toggle }] = useDisclosure(false);
  const openedOnce = useOpenedOnce(opened);
  if (!compact || !children) {
    return (
      <Group align="flex-end" gap="sm" data-testid={testId}>
        {search}
        {children}
      </Group>
    );
  }
  return (
    <Stack gap="sm" data-testid={testId}>
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <Box style={{ flex: 1, minWidth: 0 }}>{search}</Box>
        <Button
          variant={active ? 'light' : 'default'}
          leftSection={<IconFilter size={16} />}
          onClick={toggle}
          aria-expanded={opened}
          data-testid={testId ? `${testId}-toggle` : undefined}
        >
          {active ? t('table.filtersCount', { count: active }) : t('table.filters')}
        </Button>
      </Group>
      <Collapse in={opened}>{openedOnce && <Stack gap="sm">{children}</Stack>}</Collapse>
    </Stack>
  );
}
