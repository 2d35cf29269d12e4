import { Alert, Button, Group, Loader, Modal, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import type { AdminAgentView } from '@platform/contracts';
import { DEFAULT_AGENT_COMMISSION_BPS, DEFAULT_COMMISSION_MONTHS } from '@platform/domain';
import { IconUserPlus } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/forms/server-errors.ts';
import { notify } from '../../../shared/ui/notify.ts';
import { UrlDataList } from '../../../shared/ui/url-data-list.tsx';
import { useUrlTable } from '../../../shared/ui/use-url-table.ts';
import { useStaffMay } from '../../shell/use-staff-may.ts';
import { commercialApi, useAgentMutation, useAgents } from '../api/commercial-api.ts';
import { agentName, useAdminAgentColumns } from '../components/admin-agents-columns.tsx';
import { type Terms, TermsFields } from '../components/assign-agent.tsx';

const URL_OPTIONS = {
  sortable: ['name', 'email', 'code', 'rate', 'months', 'merchants', 'balance', 'status'],
  defaultSort: { id: 'name', desc: false },
};
const searchText = (a: AdminAgentView) => [agentName(a), a.email, a.code].join(' ');

type Draft = Terms & { email: string; first_name: string; last_name: string };
const empty = (agent?: AdminAgentView): Draft => ({
  rate: agent?.rate_bps ?? DEFAULT_AGENT_COMMISSION_BPS,
  months: agent?.months ?? DEFAULT_COMMISSION_MONTHS,
  reason: '',
  password: '',
  email: '',
  first_name: '',
  last_name: '',
});

/**
 * /admin/merchants/agents (staff with the merchants right): the commercial agents with their code,
 * default commission terms, merchants and commission balance (searched, sorted and paged in the
 * URL, exported to CSV or XLSX); change an agent's default terms, and
 * (staff with the users right) invite a new agent. Every change takes a reason and the staff user's
 * password, and is audited by the API.
 */
export function AdminAgentsPage() {
  const { t } = useTranslation();
  const mayInvite = useStaffMay('users');
  const agents = useAgents();
  const [editing, setEditing] = useState<{ agent: AdminAgentView | null; draft: Draft } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const invite = useAgentMutation((d: Draft) =>
    commercialApi.inviteAgent({
      email: d.email,
      first_name: d.first_name,
      last_name: d.last_name,
      rate_bps: d.rate,
      months: d.months,
      reason: d.reason,
      password: d.password,
    }),
  );
  const terms = useAgentMutation(({ id, d }: { id: string; d: Draft }) =>
    commercialApi.agentTerms(id, {
      rate_bps: d.rate,
      months: d.months,
      reason: d.reason,
      password: d.password,
    }),
  );
  const close = () => {
    setEditing(null);
    setError(null);
  };
  const handlers = {
    onSuccess: (answer: { message: string }) => {
      notify('success', answer.message);
      close();
    },
    onError: (e: unknown) => setError(errorMessage(e, t)),
  };
  const onEdit = useCallback((agent: AdminAgentView) => setEditing({ agent, draft: empty(agent) }), []);
  const columns = useAdminAgentColumns(onEdit);
  const list = useUrlTable({
    data: agents.data?.items ?? [],
    columns,
    getRowId: (a) => a.user_id,
    url: URL_OPTIONS,
    searchText,
  });
  const submit = () => {
    if (!editing) return;
    if (editing.agent) terms.mutate({ id: editing.agent.user_id, d: editing.draft }, handlers);
    else invite.mutate(editing.draft, handlers);
  };

  return (
    <Stack gap="lg">
      <Paper withBorder radius="md" p="lg">
        <Group justify="space-between">
          <Stack gap={2}>
            <Title order={2} size="h3" c="navy.7">
              {t('commercialArea.agents.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('commercialArea.agents.intro')}
            </Text>
          </Stack>
          {mayInvite ? (
            <Button
              leftSection={<IconUserPlus size={16} />}
              onClick={() => setEditing({ agent: null, draft: empty() })}
              data-testid="invite-agent"
            >
              {t('commercialArea.agents.invite')}
            </Button>
          ) : null}
        </Group>
      </Paper>
      {agents.isPending ? <Loader /> : null}
      {agents.isError ? <Alert color="red">{errorMessage(agents.error, t)}</Alert> : null}
      {agents.data ? (
        <Paper withBorder radius="md" p="md">
          {agents.data.items.length === 0 ? (
            <Text c="dimmed" data-testid="agents-empty">
              {t('commercialArea.agents.empty')}
            </Text>
          ) : (
            <UrlDataList
              list={list}
              testId="agents-table"
              toolbar={{
                searchPlaceholder: t('commercialArea.agents.search'),
                exportName: t('commercialArea.agents.exportName'),
              }}
              rowAttributes={(a) => ({
                'data-testid': 'agent-row',
                'data-row': 'agent',
                'data-email': a.email,
                'data-code': a.code,
              })}
            />
          )}
        </Paper>
      ) : null}
      <Modal
        opened={editing !== null}
        onClose={close}
        title={
          editing?.agent
            ? t('commercialArea.agents.termsOf', {
                name: `${editing.agent.first_name} ${editing.agent.last_name}`,
              })
            : t('commercialArea.agents.invite')
        }
        size="lg"
      >
        {editing ? (
          <Stack gap="md">
            {editing.agent ? null : (
              <>
                <Group grow align="flex-start">
                  <TextInput
                    label={t('commercialArea.agents.firstName')}
                    value={editing.draft.first_name}
                    onChange={(e) =>
                      setEditing({
                        ...editing,
                        draft: { ...editing.draft, first_name: e.currentTarget.value },
                      })
                    }
                  />
                  <TextInput
                    label={t('commercialArea.agents.lastName')}
                    value={editing.draft.last_name}
                    onChange={(e) =>
                      setEditing({
                        ...editing,
                        draft: { ...editing.draft, last_name: e.currentTarget.value },
                      })
                    }
                  />
                </Group>
                <TextInput
                  label={t('commercialArea.agents.email')}
                  type="email"
                  value={editing.draft.email}
                  onChange={(e) =>
                    setEditing({ ...editing, draft: { ...editing.draft, email: e.currentTarget.value } })
                  }
                />
              </>
            )}
            <TermsFields
              value={editing.draft}
              onChange={(v) => setEditing({ ...editing, draft: { ...editing.draft, ...v } })}
            />
            {error ? <Alert color="red">{error}</Alert> : null}
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {t('commercialArea.agents.cancel')}
              </Button>
              <Button
                loading={invite.isPending || terms.isPending}
                onClick={submit}
                data-testid="agent-submit"
              >
                {editing.agent ? t('commercialArea.agents.save') : t('commercialArea.agents.send')}
              </Button>
            </Group>
          </Stack>
        ) : null}
      </Modal>
    </Stack>
  );
}
