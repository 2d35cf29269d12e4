import { ActionIcon, Badge, Text } from '@mantine/core';
import type { AdminAgentView } from '@platform/contracts';
import { formatMoney } from '@platform/domain';
import { IconPencil } from '@tabler/icons-react';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../shared/i18n/use-locale.ts';

export const agentName = (a: AdminAgentView) => `${a.first_name} ${a.last_name}`.trim();

type AgentStatus = 'active' | 'invited' | 'disabled';
/** Disabled, invited (no password set yet) or active. */
export const agentStatus = (a: AdminAgentView): AgentStatus =>
  !a.active ? 'disabled' : a.has_password ? 'active' : 'invited';
const STATUS_COLORS = { active: 'green', invited: 'blue', disabled: 'gray' } as const;

/**
 * The columns of `/admin/merchants/agents` (a card each on a phone: the agent, the commission
 * balance and the status beside it, the button at its foot), with what each gives to the export
 * (the balance in minor units).
 */
export function useAdminAgentColumns(onEdit: (agent: AdminAgentView) => void): ColumnDef<AdminAgentView>[] {
  const { t } = useTranslation();
  const locale = useLocale();
  return useMemo<ColumnDef<AdminAgentView>[]>(
    () => [
      {
        id: 'name',
        accessorFn: (a) => agentName(a).toLocaleLowerCase(locale),
        header: t('commercialArea.agents.name'),
        meta: { card: 'title', export: agentName },
        cell: ({ row }) => agentName(row.original),
      },
      {
        id: 'email',
        accessorFn: (a) => a.email,
        header: t('commercialArea.agents.email'),
        meta: { priority: 2, export: (a) => a.email },
        cell: ({ row }) => (
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {row.original.email}
          </Text>
        ),
      },
      {
        id: 'code',
        accessorFn: (a) => a.code,
        header: t('commercialArea.agents.code'),
        meta: { nowrap: true, export: (a) => a.code },
        cell: ({ row }) => (
          <Text size="sm" ff="monospace" data-testid="agent-code">
            {row.original.code}
          </Text>
        ),
      },
      {
        id: 'rate',
        accessorFn: (a) => a.rate_bps,
        header: t('commercialArea.agents.rate'),
        // The header may wrap; the figure does not.
        meta: { align: 'right', export: (a) => a.rate_bps },
        cell: ({ row }) => (
          <Text span size="sm" style={{ whiteSpace: 'nowrap' }}>
            {t('commercialArea.agents.bps', { bps: row.original.rate_bps })}
          </Text>
        ),
      },
      {
        id: 'months',
        accessorFn: (a) => a.months,
        header: t('commercialArea.agents.months'),
        meta: { align: 'right', priority: 1, export: (a) => a.months },
        cell: ({ row }) => row.original.months,
      },
      {
        id: 'merchants',
        accessorFn: (a) => a.merchants,
        header: t('commercialArea.agents.merchants'),
        meta: { align: 'right', priority: 3, export: (a) => a.merchants },
        cell: ({ row }) => row.original.merchants,
      },
      {
        id: 'balance',
        accessorFn: (a) => a.commission_balance,
        header: t('commercialArea.agents.balance'),
        meta: { align: 'right', card: 'amount', export: (a) => a.commission_balance },
        cell: ({ row }) => (
          <Text span inherit style={{ whiteSpace: 'nowrap' }} data-testid="agent-balance">
            {formatMoney(row.original.commission_balance, locale)}
          </Text>
        ),
      },
      {
        id: 'status',
        accessorFn: agentStatus,
        header: t('commercialArea.agents.status'),
        meta: { card: 'status', export: (a) => t(`commercialArea.agents.${agentStatus(a)}`) },
        cell: ({ row }) => {
          const status = agentStatus(row.original);
          return (
            <Badge color={STATUS_COLORS[status]} variant="light" data-testid="agent-status">
              {t(`commercialArea.agents.${status}`)}
            </Badge>
          );
        },
      },
      {
        id: 'edit',
        header: '',
        enableSorting: false,
        meta: { card: 'actions', nowrap: true },
        cell: ({ row }) => (
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={t('commercialArea.agents.editTerms')}
            title={t('commercialArea.agents.editTerms')}
            onClick={() => onEdit(row.original)}
            data-testid="agent-edit"
          >
            <IconPencil size={16} />
          </ActionIcon>
        ),
      },
    ],
    [t, locale, onEdit],
  );
}
