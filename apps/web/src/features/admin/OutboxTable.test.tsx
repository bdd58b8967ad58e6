import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../test/fetch-mock';
import { makeUser, pageOf } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

configure({ asyncUtilTimeout: 5_000 });
vi.setConfig({ testTimeout: 15_000 });

const admin = makeUser({ id: '11111111-1111-4111-8111-111111111111', role: 'ADMIN', fullName: 'Quản Trị' });

describe('the admin outbox', () => {
  it('shows an e-mail’s HTML version in a sandbox that runs nothing', async () => {
    const receipt = {
      id: '5a111111-1111-4111-8111-111111111111',
      kind: 'EMAIL',
      recipient: 'lan.nguyen@vidu.vn',
      subject: 'Thanh toán thành công',
      body: 'Thanh toán thành công: đơn hàng DH-2611-0001.',
      html: '<p>Đơn hàng <strong>DH-2611-0001</strong></p>',
      status: 'RECORDED',
      provider: 'outbox',
      error: null,
      createdAt: '2026-11-20T02:05:00.000Z',
    };
    mockFetch(({ path }) =>
      path.startsWith('/api/v1/admin/outbox')
        ? json(200, pageOf([receipt]))
        : path === '/api/v1/notifications/count'
          ? json(200, { total: 0, unread: 0 })
          : undefined,
    );
    renderApp('/admin/outbox', { user: admin });
    const user = userEvent.setup();
    await user.click(await screen.findByText('Xem bản HTML'));
    const frame = screen.getByTitle('Bản HTML của thư Thanh toán thành công');
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('srcdoc')).toBe(receipt.html);
    expect(within(screen.getByTestId('outbox-body')).getByText(/đơn hàng DH-2611-0001/)).toBeTruthy();
  });
});
