import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '../../test/fetch-mock';
import { pageOf } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

const landing = {
  data: {
    id: 1,
    attributes: {
      title: 'Trở thành hội viên',
      subtitle: 'Một gói, mọi khoá học',
      intro: 'Học **không giới hạn**.',
      benefits: [{ id: 1, title: 'Ưu đãi sự kiện', description: 'Giảm giá vé' }],
      faqs: { data: [{ id: 7, attributes: { question: 'Huỷ gói thế nào?', answer: 'Trong trang tài khoản.' } }] },
      cta: { id: 2, label: 'Xem các gói', url: '/memberships#plans' },
    },
  },
  meta: {},
};

describe('the membership landing', () => {
  it('shows the content service’s hero, benefits and FAQ around the plans on sale', async () => {
    mockFetch(({ path }) => {
      if (path.startsWith('/cms/api/membership-landing')) return json(200, landing);
      if (path.startsWith('/api/v1/memberships')) return json(200, pageOf([]));
      return undefined;
    });
    renderApp('/memberships');
    expect(await screen.findByRole('heading', { level: 1, name: 'Trở thành hội viên' })).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Quyền lợi hội viên' })).getByText('Ưu đãi sự kiện')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Xem các gói' }).getAttribute('href')).toBe('/memberships#plans');
    expect(within(screen.getByRole('region', { name: 'Câu hỏi về hội viên' })).getByText('Huỷ gói thế nào?')).toBeTruthy();
  });

  it('keeps the pricing page’s own header when the service is down', async () => {
    mockFetch(({ path }) => (path.startsWith('/api/v1/memberships') ? json(200, pageOf([])) : undefined));
    renderApp('/memberships');
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    expect(screen.queryByTestId('membership-landing')).toBeNull();
  });
});

describe('the career launchpads page', () => {
  it('shows the content service’s launchpad intro, steps and FAQ around the programmes', async () => {
    mockFetch(({ path }) => {
      if (path.startsWith('/cms/api/career-launchpad'))
        return json(200, {
          data: {
            id: 1,
            attributes: {
              title: 'Career Launchpad',
              subtitle: 'Chuyển nghề trong 12 tuần',
              stats: [{ id: 1, value: '85%', label: 'có việc sau 6 tháng' }],
              steps: [{ id: 2, title: 'Đánh giá năng lực', duration: 'Tuần 1' }],
              faqs: { data: [{ id: 3, attributes: { question: 'Học phí bao nhiêu?', answer: 'Tuỳ chương trình.' } }] },
            },
          },
          meta: {},
        });
      if (path.startsWith('/api/v1/reskills')) return json(200, pageOf([]));
      return undefined;
    });
    renderApp('/launchpads');
    expect(await screen.findByText('Chuyển nghề trong 12 tuần')).toBeTruthy();
    expect(screen.getByText('85%')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Lộ trình' })).getByText('Đánh giá năng lực')).toBeTruthy();
    expect(screen.getByText('Học phí bao nhiêu?')).toBeTruthy();
  });
});
