import { Card, SimpleGrid, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconCopy, IconFileSpreadsheet, IconListDetails, IconNetwork, IconPencil } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FlowSteps } from '../components/flow-steps.tsx';
import { useFlow } from '../lib/use-flow.ts';

function ChoiceCard({
  icon,
  title,
  text,
  onClick,
  testId,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  onClick: () => void;
  testId: string;
}) {
  return (
    <UnstyledButton onClick={onClick} data-testid={testId}>
      <Card withBorder padding="lg" h="100%">
        <Stack gap="xs">
          {icon}
          <Text fw={600}>{title}</Text>
          <Text size="sm" c="dimmed">
            {text}
          </Text>
        </Stack>
      </Card>
    </UnstyledButton>
  );
}

/** `choicePage`: how to build the list (file, typed, an old list). */
export function ChoicePage() {
  const { t } = useTranslation();
  const { paths, go } = useFlow();
  return (
    <Stack gap="lg">
      <FlowSteps active="choose" />
      <Title order={3}>{t('payoutLists.choice.title')}</Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {paths.file && (
          <ChoiceCard
            testId="choice-file"
            icon={<IconFileSpreadsheet />}
            title={t('payoutLists.choice.file')}
            text={t('payoutLists.choice.fileText')}
            onClick={() => go(paths.file!)}
          />
        )}
        <ChoiceCard
          testId="choice-typed"
          icon={<IconPencil />}
          title={t('payoutLists.choice.typed')}
          text={t('payoutLists.choice.typedText')}
          onClick={() => go(paths.listChoice ?? paths.start)}
        />
        {paths.oldList && (
          <ChoiceCard
            testId="choice-old"
            icon={<IconCopy />}
            title={t('payoutLists.choice.old')}
            text={t('payoutLists.choice.oldText')}
            onClick={() => go(paths.oldList!)}
          />
        )}
      </SimpleGrid>
    </Stack>
  );
}

/** `listChoice`: several networks (each row names its own) or one network for every row. */
export function ListChoicePage() {
  const { t } = useTranslation();
  const { paths, go } = useFlow();
  return (
    <Stack gap="lg">
      <FlowSteps active="choose" />
      <Title order={3}>{t('payoutLists.choice.listTitle')}</Title>
      <SimpleGrid cols={{ base: 1, sm: paths.sameNetwork ? 2 : 2 }}>
        <ChoiceCard
          testId="choice-several"
          icon={<IconListDetails />}
          title={t('payoutLists.choice.several')}
          text={t('payoutLists.choice.severalText')}
          onClick={() => go(paths.newList!)}
        />
        {paths.sameNetwork ? (
          <ChoiceCard
            testId="choice-same"
            icon={<IconNetwork />}
            title={t('payoutLists.choice.same')}
            text={t('payoutLists.choice.sameText')}
            onClick={() => go(paths.sameNetwork!)}
          />
        ) : (
          <ChoiceCard
            testId="choice-old"
            icon={<IconCopy />}
            title={t('payoutLists.choice.old')}
            text={t('payoutLists.choice.oldText')}
            onClick={() => go(paths.oldList!)}
          />
        )}
      </SimpleGrid>
    </Stack>
  );
}
