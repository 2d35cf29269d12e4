import { Code, Text } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { SimpleDataTable } from '../../../shared/ui/simple-data-table.tsx';
import { TEST_ENDINGS, testNumber } from '../lib/code-examples.ts';

type Ending = (typeof TEST_ENDINGS)[number];

/** The simulator's test numbers: the last two digits choose what happens (a card each on a phone). */
export function TestNumbers() {
  const { t } = useTranslation();
  const columns = useMemo<ColumnDef<Ending>[]>(
    () => [
      {
        id: 'number',
        header: t('developers.testNumbers.number'),
        meta: { card: 'title', nowrap: true },
        cell: ({ row }) => <Code>{testNumber(row.original)}</Code>,
      },
      {
        id: 'ending',
        header: t('developers.testNumbers.ending'),
        meta: { nowrap: true },
        cell: ({ row }) => <Code>{row.original}</Code>,
      },
      {
        id: 'outcome',
        header: t('developers.testNumbers.outcome'),
        cell: ({ row }) => t(`developers.testNumbers.outcomes.e${row.original}`),
      },
    ],
    [t],
  );
  return (
    <>
      <Text size="sm">{t('developers.testNumbers.intro', { example: testNumber('00') })}</Text>
      <SimpleDataTable
        rows={[...TEST_ENDINGS]}
        columns={columns}
        getRowId={(ending) => ending}
        testId="test-numbers"
        rowAttributes={(ending) => ({ 'data-ending': ending })}
      />
      <Text size="xs" c="dimmed">
        {t('developers.testNumbers.other')}
      </Text>
    </>
  );
}
