import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../test/render.tsx';
import { emptyPageForm, type PageFormValues } from '../lib/page-form.ts';
import { PageItemsEditor } from './page-items-editor.tsx';

function Harness() {
  const form = useForm<PageFormValues>({ defaultValues: emptyPageForm('shp_1') });
  const { setError } = form;
  // What a refused save leaves: the server's error under the empty amount.
  useEffect(() => setError('items.0.price', { message: 'Ce champ est obligatoire' }), [setError]);
  return <PageItemsEditor form={form} products={false} />;
}

describe('the payment-page builder (issue 21, defect 9)', () => {
  it('drops "Ce champ est obligatoire" once the amount is typed', async () => {
    renderRoute({ url: '/builder', routes: [{ path: 'builder', element: <Harness /> }] });
    await waitFor(() => expect(screen.getByText('Ce champ est obligatoire')).toBeTruthy());
    fireEvent.change(screen.getAllByRole('textbox')[0]!, { target: { value: '5000' } });
    await waitFor(() => expect(screen.queryByText('Ce champ est obligatoire')).toBeNull());
  });
});
