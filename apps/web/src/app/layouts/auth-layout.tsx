import { Box, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconDeviceMobileDollar, IconLock, IconMapPin, IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { BrandMark } from '../../shared/ui/brand-mark.tsx';
import { LanguageSwitcher } from '../../shared/ui/language-switcher.tsx';
import classes from './auth-layout.module.css';

/** Split layout of the sign-in and sign-up journeys: brand panel on large screens, form on the right. */
export function AuthLayout() {
  const { t } = useTranslation();
  const points = [
    { icon: IconDeviceMobileDollar, text: t('brand.pointCollect') },
    { icon: IconSend, text: t('brand.pointPayout') },
    { icon: IconMapPin, text: t('brand.pointCountries') },
  ];
  return (
    <div className={classes.root}>
      <aside className={classes.brand}>
        <BrandMark inverted />
        <Stack gap="xl" maw={440}>
          <Title order={2} c="white" fz={34} lh={1.2}>
            {t('brand.headline')}
          </Title>
          <List spacing="md" center>
            {points.map(({ icon: Icon, text }) => (
              <List.Item
                key={text}
                icon={
                  <ThemeIcon color="brand" size={34} radius="xl">
                    <Icon size={18} />
                  </ThemeIcon>
                }
              >
                <Text c="white" size="md">
                  {text}
                </Text>
              </List.Item>
            ))}
          </List>
        </Stack>
        <Text size="sm" c="navy.1" style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
          <IconLock size={16} />
          {t('brand.secure')}
        </Text>
      </aside>
      <div className={classes.main}>
        <header className={classes.header}>
          <Box className={classes.mobileMark}>
            <BrandMark />
          </Box>
          <LanguageSwitcher />
        </header>
        <main className={classes.content}>
          <Outlet />
        </main>
        <footer className={classes.footer}>
          <Text size="xs" c="dimmed">
            © {new Date().getFullYear()} {t('app.name')}
          </Text>
        </footer>
      </div>
    </div>
  );
}
