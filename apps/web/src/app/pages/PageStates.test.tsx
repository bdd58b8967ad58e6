import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-error';
import { m } from '../../lib/messages';
import { PageStates } from './PageStates';

const texts = { notFound: { title: 'Không tìm thấy sách', body: 'Sách đã gỡ hoặc địa chỉ sai.' }, back: { to: '/ebooks', label: 'Xem các sách khác' } };

function renderStates(query: { isError: boolean; error: unknown; isFetching?: boolean; refetch?: () => unknown }, isNotFound?: (error: ApiError) => boolean) {
  const element = (
    <PageStates query={{ isFetching: false, refetch: () => undefined, ...query }} icon={null} {...texts} {...(isNotFound ? { isNotFound } : {})} />
  );
  render(<RouterProvider router={createMemoryRouter([{ path: '/', element }])} />);
}

describe('the states of a page of one thing', () => {
  it('says it is loading before the answer', () => {
    renderStates({ isError: false, error: null });
    expect(screen.getByRole('status').textContent).toBe(m.common.loading);
  });

  it('answers a 404 with its own page and the way back to the list', () => {
    renderStates({ isError: true, error: new ApiError({ status: 404, code: 'NOT_FOUND', message: 'x' }) });
    expect(screen.getByText('404')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Không tìm thấy sách' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Xem các sách khác' }).getAttribute('href')).toBe('/ebooks');
  });

  it('takes another refusal as "not found" when the page says so', () => {
    renderStates({ isError: true, error: new ApiError({ status: 400, code: 'EVENT_NOT_FOUND', message: 'x' }) }, (error) => error.code === 'EVENT_NOT_FOUND');
    expect(screen.getByRole('heading', { name: 'Không tìm thấy sách' })).toBeTruthy();
  });

  it('offers to try again after any other failure', async () => {
    const refetch = vi.fn();
    renderStates({ isError: true, error: new ApiError({ status: 500, code: 'INTERNAL', message: 'x' }), refetch });
    await userEvent.click(screen.getByRole('button', { name: m.common.retry }));
    expect(refetch).toHaveBeenCalledOnce();
  });
});
