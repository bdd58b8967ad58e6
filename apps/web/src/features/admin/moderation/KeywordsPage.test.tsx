import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, json, mockFetch } from '../../../test/fetch-mock';
import { makeUser, pageOf } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

const admin = makeUser({ role: 'ADMIN', fullName: 'Quản Trị' });
const keyword = {
  id: 'a1111111-1111-4111-8111-111111111111',
  keyword: 'lừa đảo',
  createdAt: '2026-11-27T00:00:00.000Z',
  updatedAt: '2026-11-27T00:00:00.000Z',
};

describe('the moderation keywords page', () => {
  it('adds a keyword, and highlights where a tried text would be flagged', async () => {
    const calls = mockFetch(({ path, method }) => {
      if (method === 'GET' && path.startsWith('/api/v1/content-moderation/keywords')) return json(200, pageOf([keyword]));
      if (method === 'POST' && path === '/api/v1/content-moderation/keywords')
        return json(201, { ...keyword, id: 'a2222222-2222-4222-8222-222222222222', keyword: 'cờ bạc' });
      if (method === 'POST' && path === '/api/v1/content-moderation/test')
        return json(200, { flagged: true, matches: [{ keyword: 'lừa đảo', start: 9, end: 16, text: 'lua dao' }] });
      return undefined;
    });
    renderApp('/admin/moderation/keywords', { user: admin });
    expect(await screen.findByText('lừa đảo')).toBeTruthy();

    await userEvent.type(screen.getByLabelText('Từ khoá mới'), 'cờ bạc');
    await userEvent.click(screen.getByRole('button', { name: 'Thêm' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST' && c.path === '/api/v1/content-moderation/keywords')?.body).toEqual({ keyword: 'cờ bạc' }),
    );

    await userEvent.type(screen.getByLabelText('Đoạn văn'), 'Không hề lua dao ai');
    await userEvent.click(screen.getByRole('button', { name: 'Kiểm tra' }));
    const status = await screen.findByRole('status');
    expect(within(status).getByText('Tìm thấy 1 chỗ khớp từ khoá.')).toBeTruthy();
    expect(within(status).getByText('lua dao').tagName).toBe('MARK');
  });

  it('asks before deleting a keyword', async () => {
    const calls = mockFetch(({ path, method }) => {
      if (method === 'GET' && path.startsWith('/api/v1/content-moderation/keywords')) return json(200, pageOf([keyword]));
      if (method === 'DELETE') return json(200, { success: true });
      return undefined;
    });
    renderApp('/admin/moderation/keywords', { user: admin });
    await userEvent.click(await screen.findByRole('button', { name: 'Xoá từ khoá: lừa đảo' }));
    const dialog = await screen.findByRole('alertdialog').catch(() => screen.findByRole('dialog'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Xoá từ khoá' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE' && c.path === `/api/v1/content-moderation/keywords/${keyword.id}`)).toBe(true));
  });

  it('uploads a list and sums up what was added, skipped as duplicates and unusable, by line', async () => {
    let listed = 0;
    const calls = mockFetch(({ path, method }) => {
      if (method === 'GET' && path.startsWith('/api/v1/content-moderation/keywords')) return (listed++, json(200, pageOf([keyword])));
      if (method === 'POST' && path === '/api/v1/content-moderation/keywords/upload')
        return json(200, {
          received: 6,
          added: 3,
          skipped: 1,
          invalid: 2,
          duplicates: [{ line: 3, keyword: 'LUA DAO' }],
          invalidLines: [
            { line: 5, problem: 'NO_LETTERS' },
            { line: 6, problem: 'TOO_LONG' },
          ],
        });
      return undefined;
    });
    renderApp('/admin/moderation/keywords', { user: admin });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Tải danh sách lên' }));
    const dialog = await screen.findByRole('dialog');
    await user.upload(within(dialog).getByLabelText('Tệp danh sách từ khoá'), new File(['lừa đảo\ncờ bạc\n'], 'tu-khoa.txt', { type: 'text/plain' }));
    const before = listed;
    await user.click(within(dialog).getByRole('button', { name: 'Tải lên' }));

    expect(await within(dialog).findByText('Đã thêm 3 từ khoá mới')).toBeTruthy();
    expect(within(dialog).getByText('Bỏ qua 1 từ khoá trùng')).toBeTruthy();
    expect(within(dialog).getByText('2 dòng không dùng được')).toBeTruthy();
    const invalid = within(dialog).getByRole('region', { name: 'Dòng không dùng được' });
    expect(invalid.textContent).toContain('Dòng 5: không có chữ cái hoặc chữ số');
    expect(invalid.textContent).toContain('Dòng 6: dài quá 100 ký tự');
    expect(within(dialog).getByRole('region', { name: /Từ khoá trùng/ }).textContent).toContain('Dòng 3: LUA DAO');
    expect(calls.filter((c) => c.path === '/api/v1/content-moderation/keywords/upload')).toHaveLength(1);
    // The list is asked again with the new keywords.
    await waitFor(() => expect(listed).toBeGreaterThan(before));
  });

  it('refuses another kind of file before sending it, and shows the server’s refusal beside the input', async () => {
    const calls = mockFetch(({ path, method }) => {
      if (method === 'GET' && path.startsWith('/api/v1/content-moderation/keywords')) return json(200, pageOf([keyword]));
      if (method === 'POST' && path === '/api/v1/content-moderation/keywords/upload')
        return apiError(400, 'KEYWORD_LIST_TOO_LONG', 'Tệp có quá nhiều dòng: mỗi lần tải lên tối đa 5.000 từ khoá.');
      return undefined;
    });
    renderApp('/admin/moderation/keywords', { user: admin });
    const user = userEvent.setup({ applyAccept: false });
    await user.click(await screen.findByRole('button', { name: 'Tải danh sách lên' }));
    const dialog = await screen.findByRole('dialog');
    const input = within(dialog).getByLabelText('Tệp danh sách từ khoá');
    await user.upload(input, new File(['x'], 'anh.png', { type: 'image/png' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Chỉ nhận tệp .csv, .xlsx hoặc .txt.');
    expect((within(dialog).getByRole('button', { name: 'Tải lên' }) as HTMLButtonElement).disabled).toBe(true);
    expect(calls.some((c) => c.path.endsWith('/upload'))).toBe(false);

    await user.upload(input, new File(['a\n'.repeat(10)], 'nhieu.csv', { type: 'text/csv' }));
    await user.click(within(dialog).getByRole('button', { name: 'Tải lên' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Tệp có quá nhiều dòng: mỗi lần tải lên tối đa 5.000 từ khoá.');
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });
});
