import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../test/fixtures';
import { json, mockFetch } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';

const bank = {
  bankName: 'Vietcombank',
  bankCode: null,
  accountNumber: '•••• 6789',
  accountHolder: 'DANG THU HA',
  branch: null,
  updatedAt: '2025-01-01T00:00:00.000Z',
};

describe('my payout account', () => {
  it('shows only the masked number and saves a new account', async () => {
    const calls = mockFetch(({ method, path }) => {
      if (method === 'GET' && path === '/api/v2/users') return json(200, { bankAccount: bank });
      if (method === 'POST' && path === '/api/v1/users/update-bank-account') return json(200, { ...bank, bankName: 'ACB', accountNumber: '•••• 4321' });
      return undefined;
    });
    renderApp('/account/bank', { user: makeUser({ role: 'HOST' }) });

    expect((await screen.findByTestId('masked-account')).textContent).toBe('•••• 6789');
    expect((screen.getByLabelText('Số tài khoản') as HTMLInputElement).value).toBe('');
    fireEvent.change(screen.getByLabelText('Ngân hàng'), { target: { value: 'ACB' } });
    fireEvent.change(screen.getByLabelText('Số tài khoản'), { target: { value: '0987654321' } });
    fireEvent.click(screen.getByRole('button', { name: 'Lưu thay đổi' }));

    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ bankName: 'ACB', accountNumber: '0987654321', accountHolder: 'DANG THU HA' });
  });

  it('is for hosts only', async () => {
    mockFetch(() => undefined);
    renderApp('/account/bank', { user: makeUser({ role: 'USER' }) });
    expect(await screen.findByText('403')).toBeTruthy();
  });
});
