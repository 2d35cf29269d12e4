import { Button, Center, Container, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { BrandMark } from '../../shared/ui/brand-mark.tsx';

type Props = {
  icon: ReactNode;
  title: string;
  text: string;
  extra?: ReactNode;
  homeLabel: string;
  homeHref: string;
};

/**
 * Full-page message with a way home. Uses a plain link (not the router) because it also renders
 * from error boundaries, where the router state may be the cause.
 */
export function ErrorScreen({ icon, title, text, extra, homeLabel, homeHref }: Props) {
  return (
    <Center mih="100dvh" p="md" bg="gray.0">
      <Container size={520}>
        <Stack align="center" gap="lg" ta="center">
          <BrandMark />
          <ThemeIcon size={72} radius="xl" variant="light" color="brand">
            {icon}
          </ThemeIcon>
          <Title order={1} fz={32} c="navy.7">
            {title}
          </Title>
          {extra}
          <Text c="dimmed" size="lg">
            {text}
          </Text>
          <Button component="a" href={homeHref} size="md">
            {homeLabel}
          </Button>
        </Stack>
      </Container>
    </Center>
  );
}
