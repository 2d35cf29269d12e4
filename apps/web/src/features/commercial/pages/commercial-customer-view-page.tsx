import { Group, List, Paper, SimpleGrid, Stack, Stepper, Text, Title } from '@mantine/core';
import { formatDate, formatMoney } from '@platform/domain';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { ValidationBadge } from '../../referral/components/validation-badge.tsx';
import { useAgentCustomer } from '../api/commercial-api.ts';
import { CustomerNav } from '../components/customer-nav.tsx';
import { DocumentList } from '../components/document-list.tsx';
import { LoadState } from '../components/load-state.tsx';

type Step = 'email' | 'identity' | 'terms' | 'password' | 'review';

/** /commercial/customers/view/:id: one merchant's profile and validation progress, to help it along. */
export function CommercialCustomerViewPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const locale = useLocale();
  const customer = useAgentCustomer(id);
  return (
    <Stack gap="lg">
      <CustomerNav id={id} />
      <LoadState query={customer}>
        {({ merchant: m, owner, validation, terms }) => (
          <Stack gap="lg">
            <Group gap="sm">
              <Title order={2} size="h3" c="navy.7">
                {m.business_name}
              </Title>
              <ValidationBadge status={m.status} />
            </Group>
            <SimpleGrid cols={{ base: 1, md: 2 }}>
              <Paper withBorder radius="md" p="md">
                <Title order={3} size="h5" mb="sm">
                  {t('commercialArea.customer.profile')}
                </Title>
                <List size="sm" spacing={4}>
                  {owner ? (
                    <List.Item>
                      {owner.first_name} {owner.last_name} — {owner.email}
                    </List.Item>
                  ) : null}
                  <List.Item>{t('commercialArea.customer.country', { country: m.country })}</List.Item>
                  <List.Item>
                    {t('commercialArea.customer.signedUp', { date: formatDate(m.signed_up_at, locale) })}
                  </List.Item>
                  {m.validated_at ? (
                    <List.Item>
                      {t('commercialArea.customer.validated', { date: formatDate(m.validated_at, locale) })}
                    </List.Item>
                  ) : null}
                  {m.identity?.activity ? <List.Item>{m.identity.activity}</List.Item> : null}
                  {m.identity?.city ? <List.Item>{m.identity.city}</List.Item> : null}
                  <List.Item>
                    {t('commercialArea.customer.volume', {
                      month: formatMoney(m.volume_month, locale),
                      total: formatMoney(m.volume_total, locale),
                    })}
                  </List.Item>
                  <List.Item>
                    {t('commercialArea.customer.terms', { rate: terms.rate_bps / 100, months: terms.months })}
                  </List.Item>
                </List>
              </Paper>
              <Paper withBorder radius="md" p="md">
                <Title order={3} size="h5" mb="sm">
                  {t('commercialArea.customer.validation')}
                </Title>
                <Stepper
                  active={validation.steps.filter((s) => s.done).length}
                  orientation="vertical"
                  size="sm"
                  allowNextStepsSelect={false}
                >
                  {validation.steps.map((s) => (
                    <Stepper.Step
                      key={s.step}
                      label={t(`commercialArea.steps.${s.step as Step}`)}
                      completedIcon={undefined}
                      color={s.done ? 'green' : undefined}
                    />
                  ))}
                </Stepper>
              </Paper>
            </SimpleGrid>
            <Paper withBorder radius="md" p="md">
              <Title order={3} size="h5" mb="sm">
                {t('commercialArea.documents.title')}
              </Title>
              <DocumentList sent={validation.documents} missing={validation.missing_documents} />
              {validation.missing_documents.length ? (
                <Text size="sm" c="dimmed" mt="sm">
                  {t('commercialArea.documents.help')}
                </Text>
              ) : null}
            </Paper>
          </Stack>
        )}
      </LoadState>
    </Stack>
  );
}
