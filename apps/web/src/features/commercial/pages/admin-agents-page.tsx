import {
  Alert,
  Badge,
  Button,
  Group,
  Loader,
  Modal,
  Paper,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { AdminAgentView } from '@platform/contracts';
import {
  DEFAULT_AGENT_COMMISSION_BPS,
  DEFAULT_COMMISSION_MONTHS,
  formatMoney,
  isLocale,
} from '@platform/domain';
import { IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/forms/server-errors.ts';
import { notify } from '../../../shared/ui/notify.ts';
import { useStaffMay } from '../../shell/use-staff-may.ts';
import { commercialApi, useAgentMutation, useAgents } from '../api/commercial-api.ts';
import { type Terms, TermsFields } from '../components/assign-agent.tsx';

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
 * default commission terms, merchants and commission balance; change an agent's default terms, and
 * (staff with the users right) invite a new agent. Every change takes a reason and the staff user's
 * password, and is audited by the API.
 */
export function AdminAgentsPage() {
  const { t, i18n } = useTranslation();
  const locale = isLocale(i18n.language) ? i18n.language : 'fr';
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
        <Paper withBorder radius="md">
          <Table.ScrollContainer minWidth={860}>
            <Table verticalSpacing="sm" data-testid="agents-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('commercialArea.agents.name')}</Table.Th>
                  <Table.Th>{t('commercialArea.agents.code')}</Table.Th>
                  <Table.Th>{t('commercialArea.agents.rate')}</Table.Th>
                  <Table.Th>{t('commercialArea.agents.months')}</Table.Th>
                  <Table.Th>{t('commercialArea.agents.merchants')}</Table.Th>
                  <Table.Th>{t('commercialArea.agents.balance')}</Table.Th>
                  <Table.Th>{t('commercialArea.agents.status')}</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {agents.data.items.length === 0 ? (
                  <Table.Tr>
                    <Table.Td colSpan={8}>
                      <Text c="dimmed">{t('commercialArea.agents.empty')}</Text>
                    </Table.Td>
                  </Table.Tr>
                ) : null}
                {agents.data.items.map((a) => (
                  <Table.Tr key={a.user_id} data-testid="agent-row">
                    <Table.Td>
                      {a.first_name} {a.last_name}
                      <Text size="xs" c="dimmed">
                        {a.email}
                      </Text>
                    </Table.Td>
                    <Table.Td>{a.code}</Table.Td>
                    <Table.Td>{t('commercialArea.agents.bps', { bps: a.rate_bps })}</Table.Td>
                    <Table.Td>{a.months}</Table.Td>
                    <Table.Td>{a.merchants}</Table.Td>
                    <Table.Td>{formatMoney(a.commission_balance, locale)}</Table.Td>
                    <Table.Td>
                      <Badge color={!a.active ? 'gray' : a.has_password ? 'green' : 'blue'} variant="light">
                        {t(
                          !a.active
                            ? 'commercialArea.agents.disabled'
                            : a.has_password
                              ? 'commercialArea.agents.active'
                              : 'commercialArea.agents.invited',
                        )}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      <Button
                        size="xs"
                        variant="default"
                        onClick={() => setEditing({ agent: a, draft: empty(a) })}
                      >
                        {t('commercialArea.agents.editTerms')}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
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
