import { Box, Container, Group } from '@mantine/core';
import { Outlet } from 'react-router';
import { BrandMark } from '../../shared/ui/brand-mark.tsx';
import { LanguageSwitcher } from '../../shared/ui/language-switcher.tsx';

/** The bare default frame (public checkout pages, test pages): the brand, the language, the page. */
export function BareShell() {
  return (
    <Box mih="100dvh" bg="gray.0">
      <Group
        justify="space-between"
        px="lg"
        py="md"
        bg="white"
        style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
      >
        <BrandMark />
        <LanguageSwitcher />
      </Group>
      <Container size="md" py="xl">
        <Outlet />
      </Container>
    </Box>
  );
}
