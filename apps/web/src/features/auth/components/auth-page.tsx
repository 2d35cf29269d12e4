import { Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type Props = {
  title: string;
  subtitle?: ReactNode;
  icon?: ReactNode;
  /** Wider for long forms (identity step). */
  wide?: boolean;
  above?: ReactNode;
  children?: ReactNode;
};

/** The frame of one auth page: optional icon, title, subtitle, then the content. */
export function AuthPage({ title, subtitle, icon, wide = false, above, children }: Props) {
  return (
    <Stack w="100%" maw={wide ? 680 : 440} gap="xl">
      {above}
      <Stack gap="xs">
        {icon ? (
          <ThemeIcon size={56} radius="xl" variant="light" color="brand" mb="xs">
            {icon}
          </ThemeIcon>
        ) : null}
        <Title order={1} fz={{ base: 26, sm: 30 }} c="navy.7">
          {title}
        </Title>
        {subtitle ? (
          <Text c="dimmed" size="md">
            {subtitle}
          </Text>
        ) : null}
      </Stack>
      {children}
    </Stack>
  );
}
