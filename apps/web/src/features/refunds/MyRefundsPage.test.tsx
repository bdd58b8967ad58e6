import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../test/fetch-mock';
import { makeUser, pageOf } from '../../test/fixtures';
import { makeRefund } from '../../test/refund-fixtures';
import { renderApp } from '../../test/render-app';

configure({ asyncUtilTimeout: 5_000 });
vi.setConfig({ testTimeout: 15_000 });

const pending = makeRefund({ withdrawable: true, accountEditable: false });
const approved = makeRefund({
  id: 'f0222222-2222-4222-8222-222222222222',
  approval: 'APPROVED',
  status: 'PROCESSING',
  withdrawable: false,
  accountEditable: false,
  item: { ...pending.item, title: 'Khoá học Excel' },
});

describe("the buyer's refund requests", () => {
  it('offers to withdraw only the requests the server marks withdrawable, and withdraws after confirming', async () => {
    const calls = mockFetch(({ method, path }) => {
      if (method === 'GET' && path.startsWith('/api/v1/refunds')) return json(200, pageOf([pending, approved]));
      if (method === 'POST' && path === `/api/v1/refunds/${pending.id}/withdraw`)
        return json(200, { ...pending, approval: 'CANCELLED', status: 'FAILED', withdrawable: false });
      return undefined;
    });
    renderApp('/me/refunds', { user: makeUser() });
    const user = userEvent.setup();
    const button = await screen.findByRole('button', { name: `Rút yêu cầu hoàn tiền ${pending.item.title}` });
    expect(screen.queryByRole('button', { name: 'Rút yêu cầu hoàn tiền Khoá học Excel' })).toBeNull();

    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Rút yêu cầu hoàn tiền?' });
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Rút yêu cầu' }));

    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.path === `/api/v1/refunds/${pending.id}/withdraw`)).toBe(true));
    expect(await screen.findByText('Đã rút yêu cầu hoàn tiền.')).toBeTruthy();
  });

  it('offers the bank account form where the server says the account can be edited', async () => {
    mockFetch(({ method, path }) => {
      if (method === 'GET' && path.startsWith('/api/v1/refunds'))
        return json(200, pageOf([makeRefund({ mode: 'MANUAL', status: 'AWAITING_INFO', withdrawable: false, accountEditable: true })]));
      return undefined;
    });
    renderApp('/me/refunds', { user: makeUser() });
    expect(await screen.findByRole('button', { name: 'Thêm tài khoản nhận tiền' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Rút yêu cầu/ })).toBeNull();
  });
});
