import { Paper, Table, Text, Title } from '@mantine/core';
import type { StaffActionsResponse } from '@platform/contracts';
import { formatDateTime } from '@platform/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiFetch } from '../../../shared/api/http.ts';
import { useLocale } from '../../../shared/i18n/use-locale.ts';

const short = (value: unknown) => (value === null || value === undefined ? '—' : JSON.stringify(value));

/** The staff actions on this merchant (the audit trail of the back-office), newest first. */
export function MerchantTrail({ merchantId }: { merchantId: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const trail = useQuery({
    queryKey: ['admin-merchants', merchantId, 'trail'],
    queryFn: () =>
      apiFetch<StaffActionsResponse>(`/api/admin/merchant-actions/${encodeURIComponent(merchantId)}`),
  });
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={3} size="h5" mb="sm">
        {t('merchants.view.trail')}
      </Title>
      {trail.data?.actions.length ? (
        <Table.ScrollContainer minWidth={640}>
          <Table data-testid="merchant-trail">
            <Table.Tbody>
              {trail.data.actions.map((a) => (
                <Table.Tr key={a._id}>
                  <Table.Td>{formatDateTime(a.created_at, locale)}</Table.Td>
                  <Table.Td>{a.staff.email ?? a.staff._id}</Table.Td>
                  <Table.Td>{a.action}</Table.Td>
                  <Table.Td>
                    <Text size="xs" ff="monospace">
                      {short(a.before)} → {short(a.after)}
                    </Text>
                  </Table.Td>
                  <Table.Td>{a.reason ?? ''}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : (
        <Text size="sm" c="dimmed">
          {t('merchants.view.noTrail')}
        </Text>
      )}
    </Paper>
  );
}
