import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../test/fixtures';
import { apiError, json, mockFetch } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';

const BASE = '/api/v1/subscriptions/card';
const card = (overrides: Record<string, unknown> = {}) => ({
  id: '11111111-1111-4111-8111-111111111111',
  provider: 'SANDBOX',
  brand: 'visa',
  last4: '4242',
  expMonth: 12,
  expYear: 2030,
  isDefault: true,
  isExpired: false,
  createdAt: '2026-11-01T03:00:00.000Z',
  ...overrides,
});

async function typeCard(user: ReturnType<typeof userEvent.setup>, number: string, expiry: string, cvc: string) {
  await user.type(screen.getByLabelText('Số thẻ'), number);
  await user.type(screen.getByLabelText('Ngày hết hạn'), expiry);
  await user.type(screen.getByLabelText('Mã bảo mật (CVC)'), cvc);
}

describe('my payment cards', () => {
  it('lists my cards with brand, last four digits, expiry and the default badge', async () => {
    mockFetch(({ path }) =>
      path === BASE
        ? json(200, {
            data: [card(), card({ id: '2', brand: 'mastercard', last4: '4444', expMonth: 3, expYear: 2025, isDefault: false, isExpired: true })],
            entry: 'SANDBOX',
          })
        : undefined,
    );
    renderApp('/account/cards', { user: makeUser() });
    const list = await screen.findByRole('list', { name: 'Thẻ đã lưu' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows[0]!.textContent).toContain('Visa •••• 4242');
    expect(rows[0]!.textContent).toContain('Hết hạn 12/30');
    expect(within(rows[0]!).getByText('Mặc định')).toBeTruthy();
    expect(rows[1]!.textContent).toContain('Mastercard •••• 4444');
    expect(within(rows[1]!).getByText('Đã hết hạn')).toBeTruthy();
    expect(within(rows[1]!).queryByText('Mặc định')).toBeNull();
  });

  it('offers the card form at once when I have no card, and sends only a sandbox token', async () => {
    const user = userEvent.setup();
    let stored = false;
    const calls = mockFetch(({ method, path }) => {
      if (method === 'GET' && path === BASE) return json(200, { data: stored ? [card()] : [], entry: 'SANDBOX' });
      if (method === 'POST' && path === BASE) {
        stored = true;
        return json(201, card());
      }
      return undefined;
    });
    renderApp('/account/cards', { user: makeUser() });
    expect(await screen.findByText('Bạn chưa lưu thẻ nào')).toBeTruthy();
    await typeCard(user, '4242424242424242', '1230', '123');
    await user.click(screen.getByRole('button', { name: 'Lưu thẻ' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.body).toEqual({ token: 'tok_sandbox_4242_1230_visa', makeDefault: false });
    expect(JSON.stringify(post.body)).not.toContain('424242424242');
    expect(await screen.findByRole('list', { name: 'Thẻ đã lưu' })).toBeTruthy();
  });

  it('explains each wrong field in Vietnamese, focuses the first and sends nothing', async () => {
    const user = userEvent.setup();
    const calls = mockFetch(({ path }) => (path === BASE ? json(200, { data: [], entry: 'SANDBOX' }) : undefined));
    renderApp('/account/cards', { user: makeUser() });
    await screen.findByText('Bạn chưa lưu thẻ nào');
    await typeCard(user, '4242424242424241', '0120', '12');
    await user.click(screen.getByRole('button', { name: 'Lưu thẻ' }));
    expect(await screen.findByText('Số thẻ không hợp lệ, vui lòng kiểm tra lại.')).toBeTruthy();
    expect(screen.getByText('Thẻ đã hết hạn.')).toBeTruthy();
    expect(screen.getByText('Mã bảo mật gồm 3 chữ số (4 chữ số với thẻ American Express).')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Số thẻ'));
    expect(screen.getByLabelText('Số thẻ').getAttribute('aria-invalid')).toBe('true');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it("shows the server's refusal under the form and adds a second card as the default when asked", async () => {
    const user = userEvent.setup();
    let refuse = true;
    const calls = mockFetch(({ method, path }) => {
      if (method === 'GET' && path === BASE) return json(200, { data: [card()], entry: 'SANDBOX' });
      if (method === 'POST' && path === BASE) {
        if (refuse) return apiError(400, 'SUBSCRIPTION_CARD_TOKEN_NOT_FOUND', 'Thẻ thanh toán không hợp lệ.');
        return json(201, card({ id: '3', last4: '4444', brand: 'mastercard' }));
      }
      return undefined;
    });
    renderApp('/account/cards', { user: makeUser() });
    await user.click(await screen.findByRole('button', { name: 'Thêm thẻ' }));
    await typeCard(user, '5555555555554444', '0528', '321');
    await user.click(screen.getByLabelText('Đặt làm thẻ mặc định'));
    await user.click(screen.getByRole('button', { name: 'Lưu thẻ' }));
    expect((await within(screen.getByRole('form', { name: 'Thông tin thẻ' })).findByRole('alert')).textContent).toBe('Thẻ thanh toán không hợp lệ.');
    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Lưu thẻ' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(2));
    expect(calls.filter((c) => c.method === 'POST')[1]!.body).toEqual({ token: 'tok_sandbox_4444_0528_mastercard', makeDefault: true });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Lưu thẻ' })).toBeNull());
  });

  it('offers to try again when my cards cannot be read', async () => {
    mockFetch(({ path }) => (path === BASE ? apiError(500, 'INTERNAL_SERVER_ERROR', 'Lỗi') : undefined));
    renderApp('/account/cards', { user: makeUser() });
    expect(await screen.findByRole('button', { name: /thử lại/i })).toBeTruthy();
  });
});
