import type { AcademyPartBody } from '@market/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeAcademyItem, makeAcademyPart } from '../../test/academy-fixtures';
import { json, mockFetch } from '../../test/fetch-mock';
import { makeUser } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

/** Types a whole text at once (paste): quicker than key by key on a busy machine. */
async function fill(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

const FIRST = 'a1111111-1111-4111-8111-111111111111';
const SECOND = 'a2222222-2222-4222-8222-222222222222';

describe('the studio’s academy editor', () => {
  it('adds a part with two items, refusing a link the public page could not open', async () => {
    const host = makeUser({ role: 'HOST' });
    const saved: AcademyPartBody[] = [];
    const calls = mockFetch(({ method, path, body }) => {
      if (method === 'GET' && path === `/api/v1/academy/${host.id}/parts`)
        return json(200, { data: saved.map((part, i) => makeAcademyPart({ id: FIRST, title: part.title, position: i, ownerId: host.id })) });
      if (method === 'POST' && path === '/api/v1/academy/parts') {
        saved.push(body as AcademyPartBody);
        return json(200, makeAcademyPart({ id: FIRST, title: (body as AcademyPartBody).title, ownerId: host.id }));
      }
      return undefined;
    });
    renderApp('/studio/academy', { user: host });

    expect(await screen.findByText('Chưa có phần nào')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Xem trang công khai' }).getAttribute('href')).toBe('/academy/lan-nguyen');
    await userEvent.click(screen.getAllByRole('button', { name: 'Thêm phần' })[0]!);
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lưu thay đổi' }));
    expect(within(dialog).getByText('Vui lòng nhập thông tin này.')).toBeTruthy();

    await fill(within(dialog).getByLabelText('Tiêu đề phần'), 'Bắt đầu từ đây');
    await fill(within(dialog).getByLabelText(/Giới thiệu/), 'Ba bước cho người mới.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Thêm mục' }));
    // The new item's title has the focus: typing goes straight into it.
    await userEvent.paste('Bài viết hướng dẫn');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Thêm mục' }));
    await userEvent.paste('Khoá học nền tảng');
    const drafts = within(dialog).getAllByTestId('academy-item-draft');
    await fill(within(drafts[0]!).getByLabelText(/Liên kết/), 'javascript:alert(1)');
    await fill(within(drafts[1]!).getByLabelText(/Liên kết/), '/courses');
    await fill(within(drafts[1]!).getByLabelText(/Mô tả/), 'Học thử miễn phí.');
    await fill(within(drafts[1]!).getByLabelText(/Ảnh/), 'https://cdn.vidu.vn/a.jpg');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lưu thay đổi' }));
    expect(within(dialog).getByText('Liên kết cần bắt đầu bằng / hoặc http(s)://')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    const link = within(drafts[0]!).getByLabelText(/Liên kết/);
    await userEvent.clear(link);
    await fill(link, 'https://vi.wikipedia.org');
    // The course goes first.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Đưa mục 2 lên trên' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lưu thay đổi' }));

    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual({
      title: 'Bắt đầu từ đây',
      description: 'Ba bước cho người mới.',
      position: 0,
      items: [
        { title: 'Khoá học nền tảng', description: 'Học thử miễn phí.', link: '/courses', image: 'https://cdn.vidu.vn/a.jpg' },
        { title: 'Bài viết hướng dẫn', description: null, link: 'https://vi.wikipedia.org', image: null },
      ],
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByRole('heading', { name: 'Bắt đầu từ đây' })).toBeTruthy();
  });
});

describe('the admin’s academy editor', () => {
  it('reads the platform’s academy, edits a part, moves one and deletes one after confirming', async () => {
    let parts = [
      makeAcademyPart({ id: FIRST, title: 'Bắt đầu từ đây', position: 0, items: [makeAcademyItem({ title: 'Khoá học nền tảng', link: '/courses' })] }),
      makeAcademyPart({ id: SECOND, title: 'Công cụ hay', position: 0 }),
    ];
    const calls = mockFetch(({ method, path, body }) => {
      if (method === 'GET' && path === '/api/v1/academy/platform/parts') return json(200, { data: parts });
      if (method === 'POST' && path === '/api/v1/academy/parts') {
        const next = body as AcademyPartBody & { id: string };
        parts = parts.map((part) => (part.id === next.id ? { ...part, ...next, description: next.description ?? null } : part) as typeof part);
        return json(
          200,
          parts.find((part) => part.id === next.id),
        );
      }
      if (method === 'DELETE' && path === `/api/v1/academy/parts/${SECOND}`) return json(200, { ok: true });
      return undefined;
    });
    renderApp('/admin/academy', { user: makeUser({ role: 'ADMIN' }) });

    expect(await screen.findByRole('heading', { level: 1, name: 'Học viện nền tảng' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Công cụ hay' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Xem trang công khai' }).getAttribute('href')).toBe('/academy');

    await userEvent.click(screen.getByRole('button', { name: 'Sửa: Bắt đầu từ đây' }));
    const dialog = await screen.findByRole('dialog');
    const title = within(dialog).getByLabelText('Tiêu đề phần');
    await userEvent.clear(title);
    await fill(title, 'Nhập môn');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lưu thay đổi' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1));
    expect(calls.find((call) => call.method === 'POST')!.body).toEqual({
      id: FIRST,
      title: 'Nhập môn',
      description: null,
      position: 0,
      items: [{ title: 'Khoá học nền tảng', description: null, link: '/courses', image: null }],
    });
    expect(await screen.findByRole('heading', { name: 'Nhập môn' })).toBeTruthy();

    // Both stood at 0: moving renumbers them, saving each part whose position changes.
    await userEvent.click(screen.getByRole('button', { name: 'Đưa lên trên: Công cụ hay' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(2));
    const moves = calls
      .filter((call) => call.method === 'POST')
      .slice(1)
      .map((call) => call.body as AcademyPartBody);
    expect(moves.map(({ id, position }) => ({ id, position }))).toEqual([{ id: FIRST, position: 1 }]);
    expect(
      calls.every(
        (call) =>
          !call.path.startsWith('/api/v1/academy/') || call.path.startsWith('/api/v1/academy/platform/') || call.path.startsWith('/api/v1/academy/parts'),
      ),
    ).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: 'Xoá: Công cụ hay' }));
    const confirm = await screen.findByRole('dialog');
    expect(within(confirm).getByText('Xoá phần “Công cụ hay”?')).toBeTruthy();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Xoá phần' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'DELETE' && call.path === `/api/v1/academy/parts/${SECOND}`)).toBe(true));
  });
});
