import { Button, Stack, Text } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/forms/server-errors.ts';
import { notify } from '../../../shared/ui/notify.ts';
import { useShellUser } from '../../shell/shell-user.ts';
import { useShops } from '../../shops/shops-context.ts';
import { useFillSampleData } from '../api/sample-data-api.ts';

/**
 * The sandbox's one click to see the product with activity in it (issue 21): collections, a
 * payout, customers and a link in the selected sandbox shop. Shown in the sandbox only.
 */
export function SampleDataButton() {
  const { t } = useTranslation();
  const user = useShellUser();
  const { selected } = useShops();
  const fill = useFillSampleData();
  if (!user.in_sandbox || !selected) return null;
  const run = async () => {
    try {
      const result = await fill.mutateAsync(selected._id);
      notify(
        result.created ? 'success' : 'info',
        result.created ? t('sampleData.filled', { ...result }) : t('sampleData.already'),
      );
    } catch (error) {
      notify('error', errorMessage(error, t));
    }
  };
  return (
    <Stack gap={4} align="center" mt="sm" maw={460}>
      <Button
        variant="light"
        leftSection={<IconSparkles size={16} />}
        loading={fill.isPending}
        onClick={run}
        data-testid="fill-sample-data"
      >
        {t('sampleData.fill')}
      </Button>
      <Text size="xs" c="dimmed">
        {t('sampleData.hint')}
      </Text>
    </Stack>
  );
}
