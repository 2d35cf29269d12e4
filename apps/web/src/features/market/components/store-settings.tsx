import {
  Alert,
  Button,
  Checkbox,
  Code,
  CopyButton,
  Group,
  Paper,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { type MarketStoreView, updateMarketStoreBody } from '@platform/contracts';
import { IconCopy, IconExternalLink, IconFlask } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { applyFieldErrors, errorMessage } from '../../../shared/forms/server-errors.ts';
import { useContractForm } from '../../../shared/forms/use-contract-form.ts';
import { notify } from '../../../shared/ui/notify.ts';
import { useMarketMutations } from '../api/market-queries.ts';

type Values = z.input<typeof updateMarketStoreBody>;
type Output = z.output<typeof updateMarketStoreBody>;

/** The storefront's public address, to copy or open. */
export function StoreLink({ store }: { store: MarketStoreView }) {
  const { t } = useTranslation();
  const url = `${window.location.origin}${store.path}`;
  return (
    <Group gap="sm" wrap="wrap">
      <Code fz="sm" data-testid="store-url" style={{ wordBreak: 'break-all' }}>
        {url}
      </Code>
      <CopyButton value={url}>
        {({ copy }) => (
          <Button
            size="xs"
            variant="default"
            leftSection={<IconCopy size={14} />}
            onClick={() => {
              copy();
              notify('success', t('market.store.copied'));
            }}
          >
            {t('market.store.copy')}
          </Button>
        )}
      </CopyButton>
      <Button
        size="xs"
        component="a"
        href={url}
        target="_blank"
        rel="noopener"
        leftSection={<IconExternalLink size={14} />}
      >
        {t('market.store.open')}
      </Button>
    </Group>
  );
}

/** Creates or changes the shop's storefront: address, name, description, open or closed. */
export function StoreSettings({
  shop,
  store,
  sandbox,
}: {
  shop: string;
  store: MarketStoreView | null;
  sandbox: boolean;
}) {
  const { t } = useTranslation();
  const { saveStore } = useMarketMutations(shop);
  const form = useContractForm<Values, Output>(updateMarketStoreBody, {
    shop,
    slug: store?.slug ?? '',
    name: store?.name ?? '',
    description: store?.description ?? '',
    enabled: store?.enabled ?? true,
  });
  const { register, handleSubmit, setError, formState } = form;
  const submit = handleSubmit(async (values) => {
    try {
      await saveStore.mutateAsync({ ...values, shop });
      notify('success', t('market.store.saved'));
    } catch (error) {
      if (!applyFieldErrors(error, ['slug', 'name', 'description'], setError))
        notify('error', errorMessage(error, t));
    }
  });
  return (
    <Paper withBorder radius="md" p="lg" maw={720}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <div>
            <Title order={2} size="h3">
              {t('market.store.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('market.store.intro')}
            </Text>
          </div>
          {sandbox && (
            <Alert color="orange" icon={<IconFlask size={18} />}>
              {t('market.store.sandbox')}
            </Alert>
          )}
          {store ? <StoreLink store={store} /> : <Text size="sm">{t('market.store.notSet')}</Text>}
          <TextInput
            label={t('market.store.slug')}
            description={t('market.store.slugHint')}
            withAsterisk
            {...register('slug')}
            error={formState.errors.slug?.message}
          />
          <TextInput
            label={t('market.store.name')}
            withAsterisk
            {...register('name')}
            error={formState.errors.name?.message}
          />
          <Textarea
            label={t('market.store.description')}
            autosize
            minRows={2}
            {...register('description')}
            error={formState.errors.description?.message}
          />
          <Checkbox label={t('market.store.enabled')} {...register('enabled')} />
          <Group>
            <Button type="submit" loading={saveStore.isPending}>
              {t('market.store.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
