import { Alert, Loader } from '@mantine/core';
import type { LinkKind } from '@platform/contracts';
import { IconBuildingStore } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLocalizedPath } from '../../../shared/i18n/use-locale.ts';
import { useShops } from '../../shops/shops-context.ts';
import { LinkForm } from '../components/link-form.tsx';
import { linkPaths } from '../lib/link-paths.ts';

function AddLink({ kind }: { kind: LinkKind }) {
  const { t } = useTranslation();
  const { selected, loading } = useShops();
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const paths = linkPaths(kind);
  if (loading) return <Loader />;
  if (!selected) {
    return (
      <Alert color="orange" icon={<IconBuildingStore size={18} />}>
        {t('paymentLinks.noShop')}
      </Alert>
    );
  }
  return (
    <LinkForm
      key={`${selected._id}-${kind}`}
      shop={selected._id}
      kind={kind}
      onSaved={(link) => navigate(localize(paths.detail(link._id)))}
      onCancel={() => navigate(localize(paths.list))}
    />
  );
}

/** `/feexLinks/add`. */
export function LinkAddPage() {
  return <AddLink kind="link" />;
}

/** `/quicklinks/add`. */
export function QuickLinkAddPage() {
  return <AddLink kind="quicklink" />;
}
