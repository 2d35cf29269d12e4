import { Alert, Badge, Button, Group, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/forms/server-errors.ts';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { LocalizedLink } from '../../../shared/ui/localized-link.tsx';
import { type Review, useValidationQueue } from '../api/validation-api.ts';
import { formatAge } from '../format-age.ts';

/** A back-office queue of merchants: waiting for validation, or due for a conformity review. */
function QueuePage({ review }: { review: Review }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const queue = useValidationQueue(review);
  return (
    <Stack gap="lg">
      <Paper withBorder radius="md" p="lg">
        <Title order={2} size="h3" c="navy.7">
          {t(`validation.admin.${review}Title`)}
        </Title>
        <Text size="sm" c="dimmed">
          {t(`validation.admin.${review}Intro`)}
        </Text>
      </Paper>
      {queue.isPending ? <Loader /> : null}
      {queue.isError ? (
        <Alert color="red" icon={<IconAlertCircle size={18} />}>
          {errorMessage(queue.error, t)}
        </Alert>
      ) : null}
      {queue.data ? (
        <Paper withBorder radius="md">
          <Table.ScrollContainer minWidth={720}>
            <Table verticalSpacing="sm" highlightOnHover data-testid="validation-queue">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('validation.admin.merchant')}</Table.Th>
                  <Table.Th>{t('validation.admin.owner')}</Table.Th>
                  <Table.Th>{t('validation.admin.country')}</Table.Th>
                  <Table.Th>{t('validation.admin.waiting')}</Table.Th>
                  <Table.Th>
                    {review === 'validation'
                      ? t('validation.admin.documents')
                      : t('validation.admin.reasons')}
                  </Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {queue.data.merchants.length === 0 ? (
                  <Table.Tr>
                    <Table.Td colSpan={6}>
                      <Text c="dimmed">{t('validation.admin.empty')}</Text>
                    </Table.Td>
                  </Table.Tr>
                ) : null}
                {queue.data.merchants.map((m) => (
                  <Table.Tr key={m.merchant_id} data-testid="queue-row">
                    <Table.Td fw={600}>{m.business_name}</Table.Td>
                    <Table.Td>{m.owner ? `${m.owner.name} · ${m.owner.email}` : '—'}</Table.Td>
                    <Table.Td>{m.country}</Table.Td>
                    <Table.Td>{formatAge(m.age_seconds, locale)}</Table.Td>
                    <Table.Td>
                      {review === 'validation' ? (
                        m.documents
                      ) : (
                        <Group gap={4}>
                          {m.reasons.map((r) => (
                            <Badge key={r} color={r === 'SUSPENDED' ? 'red' : 'orange'} variant="light">
                              {t(`validation.admin.reasonLabels.${r}`)}
                            </Badge>
                          ))}
                        </Group>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Button component={LocalizedLink} to={`/admin/${review}/${m.merchant_id}`} size="xs">
                        {t('validation.admin.open')}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
      ) : null}
    </Stack>
  );
}

/** /admin/validation */
export function ValidationQueuePage() {
  return <QueuePage review="validation" />;
}

/** /admin/conformity */
export function ConformityQueuePage() {
  return <QueuePage review="conformity" />;
}
