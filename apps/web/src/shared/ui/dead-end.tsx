import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { LocalizedLink } from './localized-link.tsx';

type Action = { label: string; to: string };

/**
 * A page opened without what it shows (a step without its `?list=`, a detail without its id):
 * what happened, in a sentence, and the way on (issue 21: "Liste introuvable." alone was a dead end).
 */
export function DeadEnd({ title, text, actions }: { title: string; text: string; actions: Action[] }) {
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconInfoCircle size={20} />}
      title={title}
      data-testid="dead-end"
    >
      <Stack gap="sm">
        <Text size="sm">{text}</Text>
        <Group gap="xs">
          {actions.map((action, index) => (
            <Button
              key={action.to}
              component={LocalizedLink}
              to={action.to}
              size="xs"
              variant={index === 0 ? 'filled' : 'default'}
            >
              {action.label}
            </Button>
          ))}
        </Group>
      </Stack>
    </Alert>
  );
}
