import { Anchor, Button, Group, Pagination, Table, Text } from '@mantine/core';
import type { PayoutListItem } from '@platform/contracts';
import { formatDateTime, formatMoney } from '@platform/domain';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { LocalizedLink } from '../../../shared/ui/localized-link.tsx';
import { ListStatusBadge } from './status-badges.tsx';

type Props = {
  lists: PayoutListItem[];
  page: number;
  pages: number;
  onPage: (page: number) => void;
  /** Where a list opens (its preview while a draft, its progress and results once confirmed). */
  openPath: (list: PayoutListItem) => string;
  /** Extra actions per list (payouts of the list, reuse). */
  actions?: (list: PayoutListItem) => React.ReactNode;
};

/** The saved lists of a shop, newest first. */
export function ListsTable({ lists, page, pages, onPage, openPath, actions }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (lists.length === 0) return <Text c="dimmed">{t('payoutLists.lists.empty')}</Text>;
  return (
    <>
      <Table.ScrollContainer minWidth={760}>
        <Table striped highlightOnHover data-testid="lists-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('payoutLists.lists.name')}</Table.Th>
              <Table.Th>{t('payoutLists.lists.origin')}</Table.Th>
              <Table.Th>{t('payoutLists.lists.rows')}</Table.Th>
              <Table.Th>{t('payoutLists.lists.total')}</Table.Th>
              <Table.Th>{t('payoutLists.lists.status')}</Table.Th>
              <Table.Th>{t('payoutLists.lists.results')}</Table.Th>
              <Table.Th>{t('payoutLists.lists.date')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {lists.map((list) => (
              <Table.Tr key={list._id}>
                <Table.Td>
                  <Anchor component={LocalizedLink} to={openPath(list)}>
                    {list.name}
                  </Anchor>
                </Table.Td>
                <Table.Td>{t(`payoutLists.origin.${list.origin}`)}</Table.Td>
                <Table.Td>{list.rows}</Table.Td>
                <Table.Td>{formatMoney(list.total, locale)}</Table.Td>
                <Table.Td>
                  <ListStatusBadge status={list.status} />
                </Table.Td>
                <Table.Td>
                  {list.successful} / {list.failed}
                </Table.Td>
                <Table.Td>{formatDateTime(list.created_at, locale)}</Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <Button size="xs" variant="light" component={LocalizedLink} to={openPath(list)}>
                      {t('payoutLists.lists.open')}
                    </Button>
                    {actions?.(list)}
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {pages > 1 && <Pagination value={page} onChange={onPage} total={pages} size="sm" />}
    </>
  );
}
