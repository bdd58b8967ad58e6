import type { ComboDto, ProductDto } from '@market/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '../../test/fetch-mock';
import { makeUser, pageOf } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { combo } from '../../test/commerce-fixtures';

const host = combo.host;

const product = (id: string, title: string, price: number, type: ProductDto['productItemType'] = 'ONLINE_COURSE'): ProductDto => ({
  productItemType: type,
  productItemId: id,
  parent: { kind: type, id, slug: null },
  host,
  title,
  subtitle: null,
  image: null,
  link: null,
  price,
  available: null,
  startsAt: null,
  endsAt: null,
  onSale: true,
});

describe('combos', () => {
  it('shelves combos with their price beside what the items cost alone', async () => {
    mockFetch(({ path }) => (path.startsWith('/api/v1/combos?') ? json(200, pageOf([combo])) : undefined));
    renderApp('/combos', { user: null });
    const card = await screen.findByTestId('combo-card');
    expect(within(card).getByRole('link', { name: combo.title }).getAttribute('href')).toBe('/combos/combo-khoi-nghiep');
    expect(within(card).getByText('500.000 ₫')).toBeTruthy();
    expect(within(card).getByText('700.000 ₫')).toBeTruthy();
  });

  it('badges the card of a combo holding a member-only tier, and only that one, with words a screen reader explains', async () => {
    const memberCombo = {
      ...combo,
      id: 'c0999999-9999-4999-8999-999999999999',
      slug: 'combo-hoi-vien',
      title: 'Combo Hội viên',
      items: [{ ...combo.items[0]!, memberPlans: [{ id: 'd0111111-1111-4111-8111-111111111111', name: 'Hội viên sự kiện' }] }, combo.items[1]!],
    };
    mockFetch(({ path }) => (path.startsWith('/api/v1/combos?') ? json(200, pageOf([memberCombo, combo])) : undefined));
    renderApp('/combos', { user: null });
    const [members, anyone] = await screen.findAllByTestId('combo-card');
    const badge = within(members!).getByTestId('member-only-badge');
    expect(badge.textContent).toBe('Dành cho hội viên: chỉ hội viên của gói hội viên mua được');
    expect(within(badge).getByText(': chỉ hội viên của gói hội viên mua được').className).toContain('sr-only');
    expect(within(anyone!).queryByTestId('member-only-badge')).toBeNull();
  });

  it('shows what a combo holds, the saving, and puts the one combo line in the cart', async () => {
    const calls = mockFetch(({ path, method }) => {
      if (path === `/api/v1/combos/slug/${combo.slug}`) return json(200, combo);
      if (method === 'POST' && path.includes('cart')) return json(201, { data: [] });
      return undefined;
    });
    renderApp(`/combos/${combo.slug}`, { user: makeUser() });
    const items = await screen.findAllByTestId('combo-item');
    expect(items.map((i) => within(i).getAllByRole('link')[0]!.textContent)).toEqual(['Hội thảo Khởi nghiệp', 'Gọi vốn từ con số 0']);
    expect(within(items[0]!).getByText('Vé thường · × 2')).toBeTruthy();
    expect(screen.getByText('Tiết kiệm 200.000 ₫')).toBeTruthy();
    // On a phone (one column, page order) the buttons come before the combo's story, not after it.
    const about = screen.getByRole('heading', { name: 'Giới thiệu combo' });
    expect(screen.getByRole('button', { name: 'Thêm vào giỏ' }).compareDocumentPosition(about) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Thêm vào giỏ' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.path.includes('cart'))).toBe(true));
    const posted = calls.find((c) => c.method === 'POST' && c.path.includes('cart'))!;
    expect(JSON.stringify(posted.body)).toContain(combo.id);
  });

  it('says a sold-out combo cannot be bought', async () => {
    mockFetch(({ path }) => (path === `/api/v1/combos/slug/${combo.slug}` ? json(200, { ...combo, available: 0, onSale: false }) : undefined));
    renderApp(`/combos/${combo.slug}`, { user: null });
    expect(await screen.findByText('Combo đã hết: một sản phẩm trong combo không còn chỗ.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Mua combo' })).toBeNull();
  });

  it('tells a buyer who owns a course of the combo, instead of offering to charge for it again', async () => {
    const items = [combo.items[0]!, { ...combo.items[1]!, owned: true }];
    mockFetch(({ path }) => (path === `/api/v1/combos/slug/${combo.slug}` ? json(200, { ...combo, items }) : undefined));
    renderApp(`/combos/${combo.slug}`, { user: makeUser() });
    expect((await screen.findByTestId('combo-owned')).textContent).toBe(
      'Bạn đã sở hữu “Gọi vốn từ con số 0” trong combo này nên không cần mua lại. Hãy mua riêng những sản phẩm bạn chưa có.',
    );
    expect(within(screen.getAllByTestId('combo-item')[1]!).getByText('Bạn đã sở hữu')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Mua combo' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Thêm vào giỏ' })).toBeNull();
  });

  it('says in advance that a combo holding a member-only tier is for the members of its plans, and still offers it', async () => {
    const plans = [
      { id: 'd0111111-1111-4111-8111-111111111111', name: 'Hội viên sự kiện' },
      { id: 'd0222222-2222-4222-8222-222222222222', name: 'Hội viên năm' },
    ];
    const items = [{ ...combo.items[0]!, memberPlans: plans }, combo.items[1]!];
    mockFetch(({ path }) => (path === `/api/v1/combos/slug/${combo.slug}` ? json(200, { ...combo, items }) : undefined));
    renderApp(`/combos/${combo.slug}`, { user: makeUser() });
    const notice = await screen.findByTestId('combo-member-only');
    expect(notice.textContent).toBe(
      'Combo này chỉ dành cho hội viên gói “Hội viên sự kiện”, “Hội viên năm”, vì có hạng vé dành riêng cho hội viên. Đăng ký hội viên',
    );
    expect(within(notice).getByRole('link', { name: 'Đăng ký hội viên' }).getAttribute('href')).toBe('/memberships');
    const [tierItem, courseItem] = screen.getAllByTestId('combo-item');
    expect(within(tierItem!).getByText('Dành cho hội viên')).toBeTruthy();
    expect(within(courseItem!).queryByText('Dành cho hội viên')).toBeNull();
    // A member buys it at the combo's price: the server decides, so the buttons stay.
    expect(screen.getByRole('button', { name: 'Mua combo' })).toBeTruthy();
  });

  it('shows no member notice for a combo anyone may buy', async () => {
    mockFetch(({ path }) => (path === `/api/v1/combos/slug/${combo.slug}` ? json(200, combo) : undefined));
    renderApp(`/combos/${combo.slug}`, { user: null });
    await screen.findAllByTestId('combo-item');
    expect(screen.queryByTestId('combo-member-only')).toBeNull();
    expect(screen.queryByText('Dành cho hội viên')).toBeNull();
  });

  it('lets a host make a combo from at least two of their products', async () => {
    const user = makeUser({ role: 'HOST', id: host.id });
    const calls = mockFetch(({ path, method }) => {
      if (path.startsWith(`/api/v1/combos/userId/${host.id}`)) return json(200, pageOf([]));
      if (path.startsWith('/api/v1/combos/available-products'))
        return json(
          200,
          pageOf([product('a0333333-3333-4333-8333-333333333333', 'Khoá A', 300_000), product('a0444444-4444-4444-8444-444444444444', 'Khoá B', 200_000)]),
        );
      if (method === 'POST' && path === '/api/v1/combos') return json(201, combo);
      return undefined;
    });
    renderApp('/studio/combos', { user });
    expect(await screen.findByText('Bạn chưa có combo nào')).toBeTruthy();
    await userEvent.click(screen.getAllByRole('button', { name: 'Tạo combo' })[0]!);
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Tên combo'), 'Combo hai khoá');
    await userEvent.click(await within(dialog).findByRole('checkbox', { name: /Khoá A/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lưu combo' }));
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Khoá B/ }));
    expect(within(dialog).getByText('Tổng giá mua lẻ: 500.000 ₫')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lưu combo' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.path === '/api/v1/combos')).toBe(true));
    const body = calls.find((c) => c.method === 'POST')!.body as { title: string; items: { productItemId: string }[] };
    expect(body.title).toBe('Combo hai khoá');
    expect(body.items.map((i) => i.productItemId)).toEqual(['a0333333-3333-4333-8333-333333333333', 'a0444444-4444-4444-8444-444444444444']);
  });

  describe('editing in the studio', () => {
    const user = makeUser({ role: 'HOST', id: host.id });
    const mine = { ...combo, canEdit: true, canEditItems: true };
    const extra = product('a0555555-5555-4555-8555-555555555555', 'Sách Khởi nghiệp tinh gọn', 120_000, 'E_BOOK');
    const studio = (listed: ComboDto) =>
      mockFetch(({ path, method }) => {
        if (path.startsWith(`/api/v1/combos/userId/${host.id}`)) return json(200, pageOf([listed]));
        if (path.startsWith('/api/v1/combos/available-products')) return json(200, pageOf([extra]));
        if (method === 'PATCH' && path === `/api/v1/combos/${combo.id}`) return json(200, listed);
        if (method === 'PUT' && path === `/api/v1/combos/${combo.id}/change-state`) return json(200, { ...listed, status: 'DRAFT' });
        return undefined;
      });

    it('changes the title, price and items of a combo nobody has ordered yet', async () => {
      const calls = studio(mine);
      renderApp('/studio/combos', { user });
      await userEvent.click(await screen.findByRole('button', { name: `Sửa: ${combo.title}` }));
      const dialog = await screen.findByRole('dialog', { name: 'Sửa combo' });
      const title = within(dialog).getByLabelText('Tên combo');
      expect((title as HTMLInputElement).value).toBe(combo.title);
      await userEvent.clear(title);
      await userEvent.type(title, 'Combo Khởi nghiệp 2026');
      expect((within(dialog).getByRole('checkbox', { name: /Hội thảo Khởi nghiệp/ }) as HTMLInputElement).checked).toBe(true);
      await userEvent.click(within(dialog).getByRole('checkbox', { name: /Gọi vốn từ con số 0/ }));
      await userEvent.click(await within(dialog).findByRole('checkbox', { name: /Sách Khởi nghiệp tinh gọn/ }));
      await userEvent.click(within(dialog).getByRole('button', { name: 'Lưu combo' }));
      await waitFor(() => expect(calls.some((c) => c.method === 'PATCH')).toBe(true));
      const body = calls.find((c) => c.method === 'PATCH')!.body as { title: string; price: number; items: { productItemId: string; quantity: number }[] };
      expect(body.title).toBe('Combo Khởi nghiệp 2026');
      expect(body.price).toBe(500_000);
      // A kept item keeps its quantity; the new one counts once.
      expect(body.items.map((i) => [i.productItemId, i.quantity])).toEqual([
        [combo.items[0]!.productItemId, 2],
        [extra.productItemId, 1],
      ]);
      expect(await screen.findByText('Đã lưu thay đổi.')).toBeTruthy();
    });

    it('keeps the items of an ordered combo fixed and says why, while the rest stays editable', async () => {
      const calls = studio({ ...mine, canEditItems: false });
      renderApp('/studio/combos', { user });
      await userEvent.click(await screen.findByRole('button', { name: `Sửa: ${combo.title}` }));
      const dialog = await screen.findByRole('dialog', { name: 'Sửa combo' });
      expect(within(dialog).getByTestId('combo-items-locked').textContent).toContain('đã có người giữ chỗ hoặc mua');
      expect(within(dialog).queryByRole('checkbox')).toBeNull();
      await userEvent.type(within(dialog).getByLabelText(/Mô tả/), ' Ưu đãi tháng này.');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Lưu combo' }));
      await waitFor(() => expect(calls.some((c) => c.method === 'PATCH')).toBe(true));
      const body = calls.find((c) => c.method === 'PATCH')!.body as Record<string, unknown>;
      expect(body.description).toBe('Vé hội thảo và khoá học. Ưu đãi tháng này.');
      expect(body).not.toHaveProperty('items');
    });

    it('moves a combo back to draft through its status', async () => {
      const calls = studio(mine);
      renderApp('/studio/combos', { user });
      await userEvent.click(await screen.findByRole('button', { name: 'Chuyển về nháp' }));
      await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
      expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({ status: 'DRAFT' });
    });
  });
});
