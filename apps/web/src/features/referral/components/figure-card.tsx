import { Paper, Text } from '@mantine/core';

/** One figure of a board: a label and a value. */
export function FigureCard({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fz={22} fw={700} c="navy.7" data-testid={testId}>
        {value}
      </Text>
    </Paper>
  );
}
