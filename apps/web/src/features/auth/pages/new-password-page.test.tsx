import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setRetryDelay } from '../../../shared/api/http.ts';
import { jsonResponse } from '../../../test/json-response.ts';
import { renderRoute } from '../../../test/render.tsx';
import { NewPasswordPage } from './new-password-page.tsx';

beforeEach(() => setRetryDelay(0));
afterEach(() => vi.restoreAllMocks());

describe('a reset link that is not even a token (issue 21, defect 8)', () => {
  it('goes to the page that says the link is no good and offers a new one', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      jsonResponse({ code: 'VALIDATION_ERROR', message: 'Certains champs ne sont pas valides.' }, 400),
    );
    renderRoute({
      url: '/signin/newpassword/bad',
      routes: [
        { path: 'signin/newpassword/:id', element: <NewPasswordPage /> },
        { path: 'signin/linkexpired', element: <p>link expired page</p> },
      ],
    });
    await waitFor(() => expect(screen.getByText('link expired page')).toBeTruthy(), { timeout: 5_000 });
  });
});
