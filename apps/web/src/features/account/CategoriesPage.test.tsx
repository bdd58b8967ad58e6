import type { CategoryChip, MyProfileDto } from '@market/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { demoCategories, makeUser, pageOf } from '../../test/fixtures';
import { json, mockFetch } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';

const { tech, business } = demoCategories;
const chip = (c: { id: string; name: string; slug: string }): CategoryChip => ({ id: c.id, name: c.name, slug: c.slug });
// People only see active categories: the hidden "Lập trình Web" is not offered.
const activeCategories = [tech, business];

function profile(role: 'USER' | 'HOST', interestCategories: CategoryChip[], categories: CategoryChip[] = []) {
  const user = makeUser({ role });
  return { id: user.id, username: user.username, fullName: user.fullName, role, interestCategories, categories } as Partial<MyProfileDto>;
}

function serve(me: Partial<MyProfileDto>) {
  return mockFetch(({ method, path, body }) => {
    if (method === 'GET' && path === '/api/v2/users') return json(200, me);
    if (method === 'GET' && path.startsWith('/api/v1/category')) return json(200, pageOf(activeCategories, 500));
    if (method === 'PATCH' && path === '/api/v1/users/user-interest-on-category-v2') return json(200, { kind: 'INTEREST', categories: [chip(business)] });
    if (method === 'PATCH' && path === '/api/v1/users/user-on-category') {
      const ids = (body as { categoryIds: string[] }).categoryIds;
      return json(200, { kind: 'HOST', categories: activeCategories.filter((c) => ids.includes(c.id)).map(chip) });
    }
    return undefined;
  });
}

describe('my categories page', () => {
  it('lets a person swap the topics they follow, sending only what changed', async () => {
    const calls = serve(profile('USER', [chip(tech)]));
    renderApp('/account/categories', { user: makeUser() });
    const interests = (await screen.findByRole('group', { name: 'Chủ đề quan tâm' })) as HTMLElement;
    expect(screen.queryByRole('heading', { name: 'Lĩnh vực giảng dạy / tổ chức' })).toBeNull();
    expect((within(interests).getByRole('checkbox', { name: 'Công nghệ' }) as HTMLInputElement).checked).toBe(true);
    expect(within(interests).queryByRole('checkbox', { name: 'Lập trình Web' })).toBeNull();
    const save = screen.getByRole('button', { name: 'Lưu thay đổi' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);

    const user = userEvent.setup();
    await user.click(within(interests).getByRole('checkbox', { name: 'Kinh doanh' }));
    await user.click(within(interests).getByRole('button', { name: 'Bỏ chọn Công nghệ' }));
    await user.click(save);

    await waitFor(() => expect(calls.some((c) => c.method === 'PATCH')).toBe(true));
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ add: [business.id], remove: [tech.id] });
    expect(await screen.findByText('Đã lưu thay đổi.')).toBeTruthy();
  });

  it('lets a host replace the fields they teach or organise in', async () => {
    const calls = serve(profile('HOST', [], [chip(tech)]));
    renderApp('/account/categories', { user: makeUser({ role: 'HOST' }) });
    const teaching = await screen.findByRole('region', { name: 'Lĩnh vực giảng dạy / tổ chức' });
    const user = userEvent.setup();
    await user.click(within(teaching).getByRole('checkbox', { name: 'Kinh doanh' }));
    await user.click(within(teaching).getByRole('button', { name: 'Lưu thay đổi' }));

    await waitFor(() => expect(calls.some((c) => c.method === 'PATCH')).toBe(true));
    expect(calls.find((c) => c.method === 'PATCH')).toMatchObject({
      path: '/api/v1/users/user-on-category',
      body: { categoryIds: [tech.id, business.id] },
    });
  });

  it('is linked from the account menu', async () => {
    serve(profile('USER', []));
    renderApp('/account/profile', { user: makeUser() });
    const nav = await screen.findByRole('navigation', { name: 'Mục tài khoản' });
    expect(within(nav).getByRole('link', { name: 'Chủ đề quan tâm' }).getAttribute('href')).toBe('/account/categories');
  });
});
