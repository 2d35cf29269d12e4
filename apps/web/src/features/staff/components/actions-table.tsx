import { Button, Code, Stack, Table, Text } from '@mantine/core';
import type { StaffActionView } from '@platform/contracts';
import { formatDateTime } from '@platform/domain';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { LocalizedLink } from '../../../shared/ui/localized-link.tsx';

const json = (value: unknown) => (value === null || value === undefined ? '—' : JSON.stringify(value));

type Props = {
  actions: StaffActionView[];
  /** Show the merchant column (the whole trail) or not (one merchant's page). */
  withMerchant: boolean;
  hasMore: boolean;
  loadingMore: boolean;
  onMore: () => void;
};

/** Audit-trail rows: when, who, what, on which merchant and object, before → after, reason. */
export function ActionsTable({ actions, withMerchant, hasMore, loadingMore, onMore }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Stack gap="sm">
      <Table.ScrollContainer minWidth={900}>
        <Table verticalSpacing="xs" striped data-testid="actions-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('staff.actions.when')}</Table.Th>
              <Table.Th>{t('staff.actions.who')}</Table.Th>
              <Table.Th>{t('staff.actions.what')}</Table.Th>
              {withMerchant ? <Table.Th>{t('staff.actions.merchant')}</Table.Th> : null}
              <Table.Th>{t('staff.actions.change')}</Table.Th>
              <Table.Th>{t('staff.actions.reason')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {actions.length === 0 ? (
              <Table.Tr>
                <Table.Td colSpan={withMerchant ? 6 : 5}>
                  <Text c="dimmed">{t('staff.actions.empty')}</Text>
                </Table.Td>
              </Table.Tr>
            ) : null}
            {actions.map((a) => (
              <Table.Tr key={a._id} data-testid="action-row">
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(a.created_at, locale)}</Table.Td>
                <Table.Td>
                  {a.staff.name}
                  <Text size="xs" c="dimmed">
                    {a.staff.email}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Code>{a.action}</Code>
                  {a.object_type ? (
                    <Text size="xs" c="dimmed">
                      {a.object_type} {a.object_id}
                    </Text>
                  ) : null}
                </Table.Td>
                {withMerchant ? (
                  <Table.Td>
                    {a.merchant ? (
                      <Text
                        component={LocalizedLink}
                        to={`/admin/validation/${a.merchant._id}`}
                        size="sm"
                        c="blue"
                      >
                        {a.merchant.business_name ?? a.merchant._id}
                      </Text>
                    ) : (
                      '—'
                    )}
                  </Table.Td>
                ) : null}
                <Table.Td maw={360}>
                  <Text size="xs" style={{ wordBreak: 'break-all' }}>
                    {json(a.before)} → {json(a.after)}
                  </Text>
                </Table.Td>
                <Table.Td>{a.reason ?? '—'}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {hasMore ? (
        <Button variant="default" onClick={onMore} loading={loadingMore} style={{ alignSelf: 'center' }}>
          {t('staff.actions.more')}
        </Button>
      ) : null}
    </Stack>
  );
}
