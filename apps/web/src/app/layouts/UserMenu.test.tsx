import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

describe('the account menu', () => {
  it('is named by the name it shows, apart from the site menu, and leads to my learning', async () => {
    const { router } = renderApp('/search', { user: makeUser({ fullName: 'Phạm Thu Hà' }) });
    const button = await screen.findByRole('button', { name: 'Phạm Thu Hà, mở menu tài khoản' });
    expect(screen.getByRole('button', { name: 'Mở menu' })).not.toBe(button);
    await userEvent.click(button);
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Việc học của tôi' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/me/learning'));
  });
});
