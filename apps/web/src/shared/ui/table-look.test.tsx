import { MantineProvider, Table } from '@mantine/core';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { theme } from '../../app/theme.ts';
import { tableLook } from './table-look.ts';

/** Each element's classes, data attributes and CSS variables, by tag and position. */
function looks(container: HTMLElement) {
  return [...container.querySelectorAll('table, thead, tbody, tr, th, td')].map((el) => ({
    tag: el.tagName,
    classes: [...el.classList].sort(),
    data: Object.fromEntries(
      [...el.attributes].filter((a) => a.name.startsWith('data-')).map((a) => [a.name, a.value]),
    ),
    variables: (el.getAttribute('style') ?? '')
      .split(';')
      .map((d) => d.trim())
      .filter((d) => d.startsWith('--'))
      .sort(),
  }));
}

describe('tableLook', () => {
  it.each([
    { striped: true, highlightOnHover: true },
    { striped: false, highlightOnHover: true },
    { striped: true, highlightOnHover: false },
  ])('gives each element what Mantine’s Table gives it (%o)', ({ striped, highlightOnHover }) => {
    const mantine = render(
      <MantineProvider theme={theme}>
        <Table striped={striped} highlightOnHover={highlightOnHover} verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Nom</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            <Table.Tr>
              <Table.Td>Awa</Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      </MantineProvider>,
    );
    const look = tableLook({ striped, highlightOnHover, verticalSpacing: 'xs' });
    const ours = render(
      <table {...look.table}>
        <thead {...look.thead}>
          <tr {...look.tr}>
            <th {...look.th}>Nom</th>
          </tr>
        </thead>
        <tbody {...look.tbody}>
          <tr {...look.tr}>
            <td {...look.td}>Awa</td>
          </tr>
        </tbody>
      </table>,
    );
    expect(looks(ours.container)).toEqual(looks(mantine.container));
  });
});
