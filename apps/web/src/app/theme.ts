import { createTheme, type MantineColorsTuple } from '@mantine/core';

/** Brand orange; shade 6 is the spec's #d45d00. */
const brand: MantineColorsTuple = [
  '#fff1e6',
  '#ffe0cc',
  '#fdbf99',
  '#fa9c62',
  '#f67f35',
  '#ec6b12',
  '#d45d00',
  '#b24e00',
  '#8e3e00',
  '#6a2e00',
];

/** Brand navy; shade 7 is the spec's #112c56. */
const navy: MantineColorsTuple = [
  '#eaf0f8',
  '#cfdbec',
  '#a1b6d8',
  '#6f8ec2',
  '#476daf',
  '#2e5595',
  '#1d3f75',
  '#112c56',
  '#0b1f3e',
  '#061328',
];

export const BRAND_ORANGE = '#d45d00';
export const BRAND_NAVY = '#112c56';

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: 6,
  colors: { brand, navy },
  /** The spec's breakpoints: 620, 767.98, 992 and 1072 px. */
  breakpoints: { xs: '38.75em', sm: '47.99875em', md: '62em', lg: '67em', xl: '88em' },
  fontFamily:
    'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '700' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  components: {
    // A badge is never cut to "RÉ…": it keeps the width of its word, whatever its cell (issue 21).
    Badge: {
      styles: {
        root: { flexShrink: 0, minWidth: 'max-content', overflow: 'visible' },
        label: { overflow: 'visible', textOverflow: 'clip' },
      },
    },
    // A select's options are mounted when it opens, not with the page: a kept-mounted dropdown is
    // positioned at mount (a forced style recalculation per select, most of the transactions list's
    // blocking time on a phone; docs/performance.md, "Web and start").
    Combobox: { defaultProps: { keepMounted: false } },
    Button: { defaultProps: { size: 'md' } },
    TextInput: { defaultProps: { size: 'md' } },
    PasswordInput: { defaultProps: { size: 'md' } },
    NativeSelect: { defaultProps: { size: 'md' } },
    FileInput: { defaultProps: { size: 'md' } },
  },
});
