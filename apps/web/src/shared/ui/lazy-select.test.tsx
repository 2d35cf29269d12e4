import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { theme } from '../../app/theme.ts';
import { LazySelect, optionLabel } from './lazy-select.tsx';

const data = [
  { value: '10', label: 'Dix' },
  { group: 'Plus', items: [{ value: '50', label: 'Cinquante' }] },
];
const show = () =>
  render(
    <MantineProvider theme={theme} env="test">
      <LazySelect aria-label="Taille" data={data} value="50" onChange={() => {}} />
    </MantineProvider>,
  );
const box = () => screen.getByRole('textbox', { name: 'Taille' }) as HTMLInputElement;

describe('LazySelect', () => {
  it('stands in with the shown label until its code arrives, then is the select; later ones render at once', async () => {
    const first = show();
    expect(box().disabled).toBe(true);
    expect(box().value).toBe('Cinquante');
    await waitFor(() => expect(box().disabled).toBe(false));
    expect(box().value).toBe('Cinquante');
    first.unmount();
    show();
    expect(box().disabled).toBe(false);
  });

  it('finds an option label among strings, items and groups', () => {
    expect(optionLabel(['20', '50'], '50')).toBe('50');
    expect(optionLabel(data, '10')).toBe('Dix');
    expect(optionLabel(data, '50')).toBe('Cinquante');
    expect(optionLabel(data, '99')).toBeNull();
    expect(optionLabel(data, null)).toBeNull();
  });
});
