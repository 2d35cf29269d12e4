import { Button, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconInbox } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { LocalizedLink } from './localized-link.tsx';

export type EmptyStateAction = { label: string; to: string; icon?: ReactNode; testId?: string };

type Props = {
  /** What goes in this list, as a short title ("Aucun encaissement pour l'instant"). */
  title: string;
  /** One or two sentences: what will appear here, and how it gets there. */
  text: string;
  /** The ways to fill it: the first is the main one. */
  actions?: EmptyStateAction[];
  icon?: ReactNode;
  /** More below the actions (the sandbox's "fill with sample data"). */
  children?: ReactNode;
  testId?: string;
};

/**
 * An empty list as a new merchant meets it (issue 21): what goes there, and the action that fills
 * it, instead of a bare "no rows". One look for every list.
 */
export function EmptyState({ title, text, actions = [], icon, children, testId = 'empty-state' }: Props) {
  return (
    <Stack align="center" gap="xs" py="xl" px="md" ta="center" data-testid={testId}>
      <ThemeIcon size={48} radius="xl" variant="light" color="brand">
        {icon ?? <IconInbox size={26} />}
      </ThemeIcon>
      <Title order={3} size="h5">
        {title}
      </Title>
      <Text size="sm" c="dimmed" maw={460}>
        {text}
      </Text>
      {actions.length ? (
        <Group gap="xs" justify="center" mt={4}>
          {actions.map((action, index) => (
            <Button
              key={action.to}
              component={LocalizedLink}
              to={action.to}
              size="sm"
              variant={index === 0 ? 'filled' : 'default'}
              leftSection={action.icon}
              data-testid={action.testId}
            >
              {action.label}
            </Button>
          ))}
        </Group>
      ) : null}
      {children}
    </Stack>
  );
}
