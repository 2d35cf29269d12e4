import { Card, Loader, SegmentedControl, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShops } from '../../shops/shops-context.ts';
import { FlowSteps } from '../components/flow-steps.tsx';
import { NoShop } from '../components/no-shop.tsx';
import { TypedRowsForm } from '../components/typed-rows-form.tsx';
import { UploadForm } from '../components/upload-form.tsx';
import { useFlow } from '../lib/use-flow.ts';

type Props = {
  /** Which way the page starts; `tabs` lets the merchant switch between file and typed rows. */
  start: 'file' | 'typed';
  tabs?: boolean;
  sameNetwork?: boolean;
};

/**
 * Builds a list: `/payout_list/liste/add` (file or typed), `/feexCorporate/file`, `newList`,
 * `newSameNetwork`, and the sandbox `newList` (file or typed). Creation leads to the preview.
 */
export function BuildPage({ start, tabs = false, sameNetwork = false }: Props) {
  const { t } = useTranslation();
  const { paths, go } = useFlow();
  const { selected, loading } = useShops();
  const [how, setHow] = useState<'file' | 'typed'>(start);
  if (loading) return <Loader />;
  if (!selected) return <NoShop />;
  const created = (id: string) => go(paths.preview(id));
  const title = sameNetwork
    ? t('payoutLists.choice.same')
    : how === 'file'
      ? t('payoutLists.choice.file')
      : t('payoutLists.choice.typed');

  return (
    <Stack gap="lg">
      <FlowSteps active="build" />
      <Title order={3}>{title}</Title>
      {tabs && (
        <SegmentedControl
          w="fit-content"
          value={how}
          onChange={(value) => setHow(value as 'file' | 'typed')}
          data={[
            { value: 'file', label: t('payoutLists.build.fileTab') },
            { value: 'typed', label: t('payoutLists.build.typedTab') },
          ]}
        />
      )}
      <Card withBorder padding="lg">
        {how === 'file' ? (
          <UploadForm shop={selected._id} sameNetwork={sameNetwork} onCreated={created} />
        ) : (
          <TypedRowsForm shop={selected._id} sameNetwork={sameNetwork} onCreated={created} />
        )}
      </Card>
    </Stack>
  );
}

export const AddListPage = () => <BuildPage start="file" tabs />;
export const FileListPage = () => <BuildPage start="file" />;
export const NewListPage = () => <BuildPage start="typed" tabs />;
export const SameNetworkListPage = () => <BuildPage start="typed" tabs sameNetwork />;
