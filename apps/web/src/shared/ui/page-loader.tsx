import { Center, Loader, Stack, Text } from '@mantine/core';

/** A centred spinner with an optional sentence, for pages waiting on the server. */
export function PageLoader({ label, fullScreen = false }: { label?: string; fullScreen?: boolean }) {
  return (
    <Center mih={fullScreen ? '100dvh' : 240} role="status" aria-live="polite">
      <Stack align="center" gap="sm">
        <Loader color="brand" />
        {label ? (
          <Text c="dimmed" size="sm">
            {label}
          </Text>
        ) : null}
      </Stack>
    </Center>
  );
}
