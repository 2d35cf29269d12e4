import { Code, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TEST_ENDINGS, testNumber } from '../lib/code-examples.ts';

/** The simulator's test numbers: the last two digits choose what happens. */
export function TestNumbers() {
  const { t } = useTranslation();
  return (
    <>
      <Text size="sm">{t('developers.testNumbers.intro', { example: testNumber('00') })}</Text>
      <Table.ScrollContainer minWidth={480}>
        <Table striped data-testid="test-numbers">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('developers.testNumbers.ending')}</Table.Th>
              <Table.Th>{t('developers.testNumbers.number')}</Table.Th>
              <Table.Th>{t('developers.testNumbers.outcome')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {TEST_ENDINGS.map((ending) => (
              <Table.Tr key={ending}>
                <Table.Td>
                  <Code>{ending}</Code>
                </Table.Td>
                <Table.Td>
                  <Code>{testNumber(ending)}</Code>
                </Table.Td>
                <Table.Td>{t(`developers.testNumbers.outcomes.e${ending}`)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Text size="xs" c="dimmed">
        {t('developers.testNumbers.other')}
      </Text>
    </>
  );
}
