import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../test/render.tsx';
import { ShopNameForm } from './shop-name-form.tsx';

function setup(url = '/dashboard') {
  const onSubmit = vi.fn();
  renderRoute({
    url,
    routes: [{ path: 'dashboard', element: <ShopNameForm submitLabel="Créer" onSubmit={onSubmit} /> }],
  });
  const input = screen.getByRole('textbox');
  const type = (value: string) => fireEvent.change(input, { target: { value } });
  const submit = () => screen.queryByRole('button', { name: 'Créer' });
  return { onSubmit, type, submit };
}

const words = (n: number) => Array.from({ length: n }, () => 'mot').join(' ');

describe('shop name field', () => {
  it('hides the submit button until the name is valid', async () => {
    const { type, submit } = setup();
    expect(submit()).toBeNull();
    type('Boutique');
    await waitFor(() => expect(submit()).not.toBeNull());
  });

  it.each(['Boutique', "Épicerie de l'Ouest", 'Chez Awa, Fils Co.', words(30)])(
    'accepts %s',
    async (name) => {
      const { type, submit } = setup();
      type(name);
      await waitFor(() => expect(submit()).not.toBeNull());
      expect(screen.queryByText('Format non valide')).toBeNull();
    },
  );

  it.each(['A', 'Shop1', 'Deux  espaces', words(31)])("says 'Format non valide' for %s", async (name) => {
    const { type, submit } = setup();
    type(name);
    expect(await screen.findByText('Format non valide')).toBeTruthy();
    expect(submit()).toBeNull();
  });

  it("says 'Ce champ est obligatoire' once emptied", async () => {
    const { type, submit } = setup();
    type('Boutique');
    type('');
    expect(await screen.findByText('Ce champ est obligatoire')).toBeTruthy();
    expect(submit()).toBeNull();
  });

  it('submits the trimmed name', async () => {
    const { type, submit, onSubmit } = setup();
    type('Boutique du Port');
    await waitFor(() => expect(submit()).not.toBeNull());
    fireEvent.click(submit()!);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith('Boutique du Port'));
  });

  it('speaks the page language', async () => {
    const onSubmit = vi.fn();
    renderRoute({
      url: '/en/dashboard',
      routes: [{ path: 'dashboard', element: <ShopNameForm submitLabel="Create" onSubmit={onSubmit} /> }],
    });
    fireEvent.change(screen.getByRole('textbox'), { target: { value: 'Shop1' } });
    expect(await screen.findByText('Invalid format')).toBeTruthy();
  });
});
