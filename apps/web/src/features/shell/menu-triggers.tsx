import { Avatar, Button, Skeleton, UnstyledButton } from '@mantine/core';
import type { Locale } from '@platform/domain';
import { IconBuildingStore, IconChevronDown, IconLanguage } from '@tabler/icons-react';
import classes from './shell.module.css';

/**
 * The buttons that open the top bar's menus, drawn alike before the menus load (a plain button
 * wakes them on first click, top-bar-menus.tsx) and inside them (`Menu.Target`). Elements rather
 * than components: the menu's target clones them with its ref and handlers.
 */
export const menuTriggers = {
  language: (locale: Locale, label: string) => (
    <Button
      variant="subtle"
      color="navy"
      px="xs"
      leftSection={<IconLanguage size={18} />}
      rightSection={<IconChevronDown size={14} />}
      aria-label={label}
      classNames={{ section: classes.phoneHidden }}
    >
      {locale.toUpperCase()}
    </Button>
  ),
  shop: (name: string | null, label: string) => (
    <Button
      variant="light"
      color="navy"
      leftSection={<IconBuildingStore size={18} />}
      rightSection={<IconChevronDown size={14} />}
      maw={220}
      aria-label={label}
      aria-busy={name === null || undefined}
      data-testid="shop-menu"
    >
      {name === null ? (
        <Skeleton h={12} w={88} radius="sm" data-testid="shop-menu-loading" />
      ) : (
        <span style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>{name}</span>
      )}
    </Button>
  ),
  user: (src: string | null | undefined, fullName: string, label: string) => (
    <UnstyledButton aria-label={label}>
      <Avatar src={src} name={fullName} color="brand" radius="xl" />
    </UnstyledButton>
  ),
};

/** What a menu's target says to screen readers while closed, on the stand-in too. */
export const CLOSED_MENU = { 'aria-haspopup': 'menu', 'aria-expanded': false } as const;
