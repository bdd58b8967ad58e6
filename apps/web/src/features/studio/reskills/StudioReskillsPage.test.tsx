import type { ReskillDto } from '@market/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '../../../test/fetch-mock';
import { makeUser, pageOf } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

const paid: ReskillDto = {
  id: 'r1111111-1111-4111-8111-111111111111',
  type: 'RESKILL',
  title: 'Reskill đã bán',
  description: null,
  image: null,
  isMain: false,
  status: 'PUBLISHED',
  host: { id: 'h1', fullName: 'Lý Thanh Tâm', username: 'tam', avatar: null },
  fromAmount: 100_000,
  prices: [
    {
      id: 'p1111111-1111-4111-8111-111111111111',
      reskillId: 'r1111111-1111-4111-8111-111111111111',
      title: 'Trọn gói',
      amount: 100_000,
      status: 'ACTIVE',
      hasBeenPaid: true,
      owned: false,
      products: [],
    },
  ],
  canEdit: true,
  hasBeenPaid: true,
  createdAt: '2026-11-27T02:00:00.000Z',
  updatedAt: '2026-11-27T02:00:00.000Z',
};

describe('the studio’s reskill programmes', () => {
  it('asks for a title before sending a new programme', async () => {
    const calls = mockFetch(({ path }) => (path.startsWith('/api/v1/reskills') ? json(200, pageOf([])) : undefined));
    renderApp('/studio/reskills', { user: makeUser({ role: 'HOST' }) });
    expect(await screen.findByText('Bạn chưa có chương trình nào')).toBeTruthy();
    await userEvent.click(screen.getAllByRole('button', { name: 'Tạo chương trình' })[0]!);
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lưu' }));
    expect(within(dialog).getByText('Tên chương trình cần từ 3 đến 200 ký tự.')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('says why a paid programme cannot be deleted, in the server’s words', async () => {
    mockFetch(({ path, method }) => {
      if (method === 'DELETE')
        return json(409, { statusCode: 409, code: 'RESKILL_HAS_BEEN_PAID', message: 'Chương trình đã có người thanh toán, không thể thay đổi.' });
      return path.startsWith('/api/v1/reskills') ? json(200, pageOf([paid])) : undefined;
    });
    renderApp('/studio/reskills', { user: makeUser({ role: 'HOST' }) });
    const row = await screen.findByTestId('studio-reskill');
    expect(within(row).getByText('Đã có người mua')).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'Người mua: Reskill đã bán' }).getAttribute('href')).toBe(`/studio/reskills/${paid.id}/buyers`);
    await userEvent.click(within(row).getByRole('button', { name: 'Xoá: Reskill đã bán' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Xoá' }));
    expect(await screen.findByText('Chương trình đã có người thanh toán, không thể thay đổi.')).toBeTruthy();
  });
});
