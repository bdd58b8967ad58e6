import { cmsContentTypes, defineCmsContentType } from '@market/contract';
import { QueryClient } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../../app/AppProviders';
import { json, mockFetch } from '../../../test/fetch-mock';
import { EntryForm } from './EntryForm';

// A content type that exists only in this test: declared, and its editor generated from that alone.
const recipe = defineCmsContentType({
  kind: 'collectionType',
  singularName: 'recipe',
  pluralName: 'recipes',
  displayName: 'Công thức',
  draftAndPublish: true,
  localized: false,
  attributes: {
    name: { type: 'string', required: true, label: 'Tên món' },
    story: { type: 'richtext', label: 'Câu chuyện' },
    minutes: { type: 'integer', min: 1, label: 'Số phút' },
    vegetarian: { type: 'boolean', default: false, label: 'Món chay' },
    course: { type: 'enumeration', values: ['STARTER', 'MAIN', 'DESSERT'], default: 'MAIN', label: 'Loại món' },
    servedOn: { type: 'date', label: 'Ngày phục vụ' },
    photo: { type: 'media', multiple: false, allowedTypes: ['images'], label: 'Ảnh món' },
    author: { type: 'relation', relation: 'manyToOne', target: 'instructor', label: 'Đầu bếp' },
    steps: {
      type: 'component',
      component: 'test.step',
      repeatable: true,
      label: 'Bước',
      fields: { text: { type: 'text', required: true, label: 'Cách làm' } },
    },
  },
});
const types = [...cmsContentTypes, recipe];

function renderForm() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter([{ path: '*', element: <EntryForm type={recipe} entry={null} locale="vi" types={types} /> }]);
  return render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

describe('the generated entry editor', () => {
  it('draws a field for every declared attribute, by its kind', async () => {
    mockFetch(() => undefined);
    renderForm();
    expect(await screen.findByLabelText('Tên món')).toHaveProperty('tagName', 'INPUT');
    expect(screen.getByLabelText('Câu chuyện').tagName).toBe('TEXTAREA');
    expect(screen.getByLabelText('Số phút').getAttribute('inputmode')).toBe('numeric');
    expect(screen.getByRole('switch', { name: 'Món chay' }).getAttribute('aria-checked')).toBe('false');
    expect((screen.getByLabelText('Loại món') as HTMLSelectElement).value).toBe('MAIN');
    expect(screen.getByLabelText('Ngày phục vụ').getAttribute('type')).toBe('date');
    expect(screen.getByRole('group', { name: /Ảnh món/ })).toBeTruthy();
    expect(screen.getByLabelText('Đầu bếp')).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Bước' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Lưu nháp' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Xuất bản' })).toBeTruthy();
  });

  it('checks the declaration’s rules before sending, then posts Strapi’s { data } body', async () => {
    const author = { id: 7, attributes: { name: 'Bếp trưởng Lan', slug: 'lan', publishedAt: '2026-01-01T00:00:00.000Z' } };
    const calls = mockFetch(({ method, path, body }) => {
      if (method === 'GET' && path.startsWith('/cms/api/instructors')) return json(200, { data: [author], meta: {} });
      if (method === 'POST' && path.startsWith('/cms/api/recipes')) {
        const data = (body as { data: Record<string, unknown> }).data;
        // As the service answers a populated write: links as `{ data }`.
        const attributes = { ...data, author: { data: author }, photo: { data: null }, updatedAt: '2026-02-01T00:00:00.000Z' };
        return json(200, { data: { id: 42, attributes }, meta: {} });
      }
      return undefined;
    });
    renderForm();
    const user = userEvent.setup();

    // Publishing needs the required name: refused in the browser, nothing sent.
    await user.click(await screen.findByRole('button', { name: 'Xuất bản' }));
    expect(await screen.findByText('Vui lòng nhập trường này')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.type(screen.getByLabelText('Tên món'), 'Phở bò');
    await user.type(screen.getByLabelText('Câu chuyện'), 'Món **quốc hồn**');
    await user.type(screen.getByLabelText('Số phút'), '0');
    await user.click(screen.getByRole('switch', { name: 'Món chay' }));
    await user.selectOptions(screen.getByLabelText('Loại món'), 'STARTER');
    await user.click(screen.getByRole('button', { name: 'Thêm bước' }));
    await user.type(screen.getByLabelText('Cách làm'), 'Ninh xương');
    await user.click(screen.getByLabelText('Đầu bếp'));
    await user.click(await screen.findByRole('button', { name: 'Thêm Bếp trưởng Lan' }));

    // The declaration's minimum (1 minute) is checked too.
    await user.click(screen.getByRole('button', { name: 'Lưu nháp' }));
    expect(await screen.findByText(/>=1/)).toBeTruthy();
    await user.clear(screen.getByLabelText('Số phút'));
    await user.type(screen.getByLabelText('Số phút'), '240');

    await user.click(screen.getByRole('button', { name: 'Lưu nháp' }));
    const post = await waitForCall(calls, 'POST');
    expect(post.path.split('?')[0]).toBe('/cms/api/recipes');
    expect(post.body).toEqual({
      data: {
        name: 'Phở bò',
        story: 'Món **quốc hồn**',
        minutes: 240,
        vegetarian: true,
        course: 'STARTER',
        servedOn: null,
        photo: null,
        author: 7,
        steps: [{ text: 'Ninh xương' }],
        publishedAt: null,
      },
    });
    expect(post.path).toContain('populate=photo%2Cauthor');
    // The saved entry is shown again, its link kept.
    expect(await within(screen.getByRole('form')).findByRole('button', { name: 'Bỏ Bếp trưởng Lan' })).toBeTruthy();
  });
});

async function waitForCall(calls: ReturnType<typeof mockFetch>, method: string) {
  for (let i = 0; i < 100; i++) {
    const call = calls.find((c) => c.method === method);
    if (call) return call;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no ${method} call was made`);
}
