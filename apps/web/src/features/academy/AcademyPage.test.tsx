import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeAcademyItem, makeAcademyPart } from '../../test/academy-fixtures';
import { apiError, json, mockFetch } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';
import { itemTarget } from './academy-api';

const START = 'a1111111-1111-4111-8111-111111111111';
const TOOLS = 'a2222222-2222-4222-8222-222222222222';

describe('the public academy', () => {
  it('shows the platform’s parts by position, with items linking only where it is safe', async () => {
    const calls = mockFetch(({ path }) =>
      path === '/api/v1/academy/platform/parts'
        ? json(200, {
            data: [
              makeAcademyPart({
                id: TOOLS,
                title: 'Công cụ hay',
                position: 2,
                items: [makeAcademyItem({ title: 'Mã độc', link: 'javascript:alert(1)' }), makeAcademyItem({ title: 'Trang lạ', link: '//evil.example/x' })],
              }),
              makeAcademyPart({
                id: START,
                title: 'Bắt đầu từ đây',
                description: 'Ba bước cho người mới.',
                position: 0,
                items: [
                  makeAcademyItem({ title: 'Khoá học nền tảng', description: 'Học thử miễn phí.', link: '/courses', image: 'https://cdn.vidu.vn/a.jpg' }),
                  makeAcademyItem({ title: 'Bài viết hướng dẫn', link: 'https://vi.wikipedia.org/wiki/H%E1%BB%8Dc' }),
                ],
              }),
            ],
          })
        : undefined,
    );
    renderApp('/academy', { user: null });

    expect(await screen.findByRole('heading', { level: 1, name: 'Học viện' })).toBeTruthy();
    const parts = [await screen.findByRole('region', { name: 'Bắt đầu từ đây' }), screen.getByRole('region', { name: 'Công cụ hay' })];
    expect(
      within(screen.getByRole('main'))
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual(['Bắt đầu từ đây', 'Công cụ hay']);
    expect(within(parts[0]!).getByText('Ba bước cho người mới.')).toBeTruthy();
    expect(within(parts[0]!).getByText('Học thử miễn phí.')).toBeTruthy();

    const inApp = within(parts[0]!).getByRole('link', { name: 'Khoá học nền tảng' });
    expect(inApp.getAttribute('href')).toBe('/courses');
    expect(inApp.getAttribute('target')).toBeNull();
    const web = within(parts[0]!).getByRole('link', { name: /Bài viết hướng dẫn/ });
    expect(web.getAttribute('href')).toBe('https://vi.wikipedia.org/wiki/H%E1%BB%8Dc');
    expect(web.getAttribute('target')).toBe('_blank');
    expect(web.getAttribute('rel')).toBe('noopener noreferrer');
    expect([...parts[0]!.querySelectorAll('img')].map((img) => img.getAttribute('src'))).toEqual(['https://cdn.vidu.vn/a.jpg']);

    expect(within(parts[1]!).getByText('Mã độc')).toBeTruthy();
    expect(within(parts[1]!).queryAllByRole('link')).toHaveLength(0);
    expect(document.title).toContain('Học viện');
    expect(calls.some((call) => call.path.startsWith('/api/v1/users/'))).toBe(false);
  });

  it('shows a host’s academy under their name, and says when it has nothing yet', async () => {
    mockFetch(({ path }) => {
      if (path === '/api/v1/academy/thu-ha/parts') return json(200, { data: [] });
      if (path === '/api/v1/users/thu-ha') return json(200, { id: START, username: 'thu-ha', fullName: 'Đặng Thu Hà' });
      return undefined;
    });
    renderApp('/academy/thu-ha', { user: null });
    expect(await screen.findByText('Học viện chưa có nội dung')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'Học viện của Đặng Thu Hà' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Xem trang người dạy' }).getAttribute('href')).toBe('/hosts/thu-ha');
  });

  it('tells a visitor when no host goes by that name', async () => {
    mockFetch(({ path }) => (path === '/api/v1/academy/ai-do/parts' ? apiError(404, 'ACADEMY_NOT_FOUND', 'Không tìm thấy học viện.') : undefined));
    renderApp('/academy/ai-do', { user: null });
    expect(await screen.findByText('Không tìm thấy học viện')).toBeTruthy();
  });
});

describe('an item’s link', () => {
  it.each([
    ['/courses/co-ban', { kind: 'app', to: '/courses/co-ban' }],
    ['https://vidu.vn/a', { kind: 'web', href: 'https://vidu.vn/a' }],
    ['HTTP://vidu.vn', { kind: 'web', href: 'http://vidu.vn/' }],
    ['//evil.example', null],
    ['/\\evil.example', null],
    ['javascript:alert(1)', null],
    ['data:text/html,<b>x</b>', null],
    ['vidu.vn', null],
    ['', null],
    [null, null],
  ])('%s leads to %j', (link, target) => {
    expect(itemTarget(link)).toEqual(target);
  });
});
