import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockFetch, mockNetworkDown } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';

const faq = (id: number, question: string, answer: string, group: string, order = 0) => ({
  id,
  attributes: { question, answer, group, order, locale: 'vi', publishedAt: '2026-01-01T00:00:00.000Z' },
});

const configuration = {
  data: {
    id: 1,
    attributes: {
      siteName: 'Học & Sự kiện',
      hotline: '1900 6868',
      helpIntro: 'Gọi **hotline** khi cần.',
      termsOfService: '## Điều khoản\n\n1. Điều một\n2. Điều hai, [xem thêm](javascript:alert(1))',
      privacyPolicy: '<p>Bảo mật</p><script>alert(1)</script><img src=x onerror=alert(1)>',
      termsUpdatedAt: '2026-01-02',
    },
  },
  meta: {},
};

describe('the help page', () => {
  it('shows the help intro and the FAQ from the content service, grouped in the declared order', async () => {
    const calls = mockFetch(({ path }) => {
      if (path.startsWith('/cms/api/configration')) return json(200, configuration);
      if (path.startsWith('/cms/api/faqs'))
        return json(200, {
          data: [
            faq(1, 'Làm sao để hoàn tiền?', 'Vào **Đơn hàng** rồi chọn hoàn tiền.', 'PAYMENT'),
            faq(2, 'Đăng ký tài khoản thế nào?', 'Bấm Đăng ký.', 'GENERAL'),
          ],
          meta: { pagination: { page: 1, pageSize: 100, pageCount: 1, total: 2 } },
        });
      return undefined;
    });
    renderApp('/help');

    const general = await screen.findByRole('region', { name: 'Chung' });
    const payment = screen.getByRole('region', { name: 'Thanh toán' });
    expect(general.compareDocumentPosition(payment) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(general).getByText('Đăng ký tài khoản thế nào?')).toBeTruthy();
    await userEvent.click(within(payment).getByText('Làm sao để hoàn tiền?'));
    expect(within(payment).getByText('Đơn hàng').tagName).toBe('STRONG');
    expect(screen.getByText('hotline').tagName).toBe('STRONG');
    expect(screen.getByText(/Hotline 1900 6868/)).toBeTruthy();
    expect(calls.some((c) => c.path.startsWith('/cms/api/faqs?') && c.path.includes('sort%5B0%5D=order%3Aasc'))).toBe(true);
  });

  it('says the content is unavailable, with a way to try again, when the service is down', async () => {
    mockNetworkDown();
    renderApp('/help');
    expect(await screen.findByText('Nội dung tạm thời chưa tải được')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Thử lại/ })).toBeTruthy();
    // The page keeps its title and a default intro: never blank.
    expect(screen.getByRole('heading', { level: 1, name: 'Trung tâm trợ giúp' })).toBeTruthy();
  });

  it('shows a friendly empty state when the service has no FAQ yet', async () => {
    mockFetch(({ path }) => {
      if (path.startsWith('/cms/api/configration'))
        return json(404, { data: null, error: { status: 404, name: 'NotFoundError', message: 'Not Found', details: {} } });
      if (path.startsWith('/cms/api/faqs')) return json(200, { data: [], meta: {} });
      return undefined;
    });
    renderApp('/help');
    expect(await screen.findByText('Chưa có câu hỏi nào')).toBeTruthy();
  });
});

describe('the terms page', () => {
  it('renders the configuration’s Markdown as elements, with no markup from the text', async () => {
    mockFetch(({ path }) => (path.startsWith('/cms/api/configration') ? json(200, configuration) : undefined));
    const { container } = renderApp('/terms');
    expect(await screen.findByText('Điều một')).toBeTruthy();
    expect(screen.getByText('Cập nhật ngày 02/01/2026')).toBeTruthy();
    expect(container.querySelector('ol li')).toBeTruthy();
    // A link to a script is left as its words.
    expect(screen.queryByRole('link', { name: 'xem thêm' })).toBeNull();
  });

  it('cleans a text that holds HTML before showing it', async () => {
    mockFetch(({ path }) => (path.startsWith('/cms/api/configration') ? json(200, configuration) : undefined));
    const { container } = renderApp('/privacy');
    expect(await screen.findByText('Bảo mật')).toBeTruthy();
    expect(container.querySelector('main script, main [onerror]')).toBeNull();
  });

  it('shows the fallback when the service fails', async () => {
    mockFetch(({ path }) =>
      path.startsWith('/cms/api/') ? json(502, { data: null, error: { status: 502, name: 'BadGatewayError', message: 'x', details: {} } }) : undefined,
    );
    renderApp('/privacy');
    expect(await screen.findByText('Nội dung tạm thời chưa tải được')).toBeTruthy();
  });
});
