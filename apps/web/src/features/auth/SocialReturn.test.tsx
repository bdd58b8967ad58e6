import { screen, render, waitFor } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../app/AppProviders';
import { createAppQueryClient } from '../../app/query-setup';
import { ApiError } from '../../lib/api-error';
import { makeUser } from '../../test/fixtures';
import { sessionKey } from './session';
import { SocialReturn } from './SocialReturn';

type Answer = { code: string; next: string };

function renderReturn(readAnswer: () => Answer | null, logIn: (answer: Answer) => Promise<{ user: ReturnType<typeof makeUser> }>) {
  const queryClient = createAppQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } });
  queryClient.setQueryData(sessionKey, null);
  const router = createMemoryRouter(
    [
      { path: '/back', element: <SocialReturn readAnswer={readAnswer} logIn={logIn} failedTitle="Chưa đăng nhập được." /> },
      { path: '*', element: <p>Trang khác</p> },
    ],
    { initialEntries: ['/back'] },
  );
  render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, queryClient };
}

describe('the return from a sign-in provider', () => {
  it('hands the answer to the server once, signs the person in and opens the page they came from', async () => {
    const user = makeUser({ fullName: 'Nguyễn Thị Lan' });
    const readAnswer = vi.fn(() => ({ code: 'c-1', next: '/notifications' }));
    const logIn = vi.fn((_answer: Answer) => Promise.resolve({ user }));
    const { router, queryClient } = renderReturn(readAnswer, logIn);

    await waitFor(() => expect(router.state.location.pathname).toBe('/notifications'));
    expect(readAnswer).toHaveBeenCalledTimes(1);
    expect(logIn).toHaveBeenCalledTimes(1);
    expect(logIn.mock.calls[0]?.[0]).toEqual({ code: 'c-1', next: '/notifications' });
    expect(queryClient.getQueryData(sessionKey)).toEqual(user);
  });

  it('warns with the way back to the login page when the provider gave no answer', async () => {
    const logIn = vi.fn(() => Promise.resolve({ user: makeUser() }));
    renderReturn(() => null, logIn);

    expect(await screen.findByText('Chưa đăng nhập được.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Quay lại đăng nhập' }).getAttribute('href')).toBe('/auth/login');
    expect(logIn).not.toHaveBeenCalled();
  });

  it("shows the server's reason when it refuses the answer", async () => {
    renderReturn(
      () => ({ code: 'c-2', next: '/' }),
      () => Promise.reject(new ApiError({ status: 401, code: 'UNAUTHORIZED', message: 'Phiên đăng nhập đã hết hạn.' })),
    );

    expect(await screen.findByText('Phiên đăng nhập đã hết hạn.')).toBeTruthy();
  });
});
