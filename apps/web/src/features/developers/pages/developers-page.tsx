import { Alert, Loader, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/forms/server-errors.ts';
import { useShellUser } from '../../shell/shell-user.ts';
import { useShops } from '../../shops/shops-context.ts';
import { useApiKeys } from '../api/developers-queries.ts';
import { ApiDocs } from '../components/api-docs.tsx';
import { ApiKeysCard } from '../components/api-keys-card.tsx';
import { DevelopersNav } from '../components/developers-nav.tsx';
import { NoShop } from '../components/no-shop.tsx';
import { PublicIdCard } from '../components/public-id-card.tsx';

/**
 * `/developers` and `/developers/api` (and their sandbox twins): the shop's public id and the API
 * keys of the session's mode; the `api` page adds the docs and examples.
 */
export function DevelopersPage({ withDocs = false }: { withDocs?: boolean }) {
  const { t } = useTranslation();
  const user = useShellUser();
  const sandbox = user.in_sandbox;
  const { selected, loading } = useShops();
  const keys = useApiKeys(selected?._id);

  if (loading) return <Loader />;
  if (!selected) return <NoShop sandbox={sandbox} />;
  const publicId = keys.data?.public_id ?? selected._id;

  return (
    <Stack gap="lg">
      <DevelopersNav sandbox={sandbox} />
      <PublicIdCard publicId={publicId} shopName={selected.name} sandbox={sandbox} />
      {keys.isPending ? (
        <Loader />
      ) : keys.isError ? (
        <Alert color="red" icon={<IconAlertCircle size={18} />}>
          {errorMessage(keys.error, t)}
        </Alert>
      ) : (
        <ApiKeysCard shop={selected._id} keys={keys.data.keys} sandbox={sandbox} />
      )}
      {withDocs && <ApiDocs context={{ origin: window.location.origin, shopId: publicId, sandbox }} />}
    </Stack>
  );
}

export function DevelopersApiPage() {
  return <DevelopersPage withDocs />;
}
