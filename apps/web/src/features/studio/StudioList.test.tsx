import type { Paged } from '@market/contract';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { QueryStatus } from '../../components/ui/QueryStates';
import { StudioList, StudioRow } from './StudioList';

const settled: QueryStatus = { isPending: false, isError: false, isFetching: false, refetch: () => undefined };
type Item = { id: string; title: string };

function renderList(data: Paged<Item>, onPageChange?: (page: number) => void) {
  const element = (
    <StudioList
      title="Ebook của tôi"
      description="Sách bạn bán"
      create={<button type="button">Tạo ebook</button>}
      query={{ ...settled, data }}
      empty={{ icon: null, title: 'Chưa có ebook', body: 'Tạo cuốn đầu tiên' }}
      {...(onPageChange ? { paging: { page: data.meta.page, onPageChange } } : {})}
    >
      {(item) => (
        <StudioRow
          key={item.id}
          testId="row"
          to={`/ebooks/${item.id}`}
          title={item.title}
          badges={<span>Nháp</span>}
          actions={<button type="button">Sửa</button>}
        >
          <p>Miễn phí</p>
        </StudioRow>
      )}
    </StudioList>
  );
  render(<RouterProvider router={createMemoryRouter([{ path: '/', element }])} />);
}

describe('a studio list', () => {
  it('offers to create the first one when there is nothing yet', () => {
    renderList({ data: [], meta: { page: 1, limit: 20, total: 0, totalPages: 0 } });
    expect(screen.getByRole('heading', { name: 'Ebook của tôi' })).toBeTruthy();
    expect(screen.getByText('Chưa có ebook')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Tạo ebook' })).toHaveLength(2);
  });

  it('draws a row an item: its title leads to its page, with its badges, details and buttons', () => {
    renderList({ data: [{ id: 'e1', title: 'Sách A' }], meta: { page: 1, limit: 20, total: 1, totalPages: 1 } });
    const row = screen.getByTestId('row');
    expect(row.tagName).toBe('LI');
    expect(screen.getByRole('link', { name: 'Sách A' }).getAttribute('href')).toBe('/ebooks/e1');
    expect(row.textContent).toContain('Nháp');
    expect(row.textContent).toContain('Miễn phí');
    expect(screen.getByRole('button', { name: 'Sửa' })).toBeTruthy();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('pages through a long list when the page asks for paging', async () => {
    const onPageChange = vi.fn();
    renderList({ data: [{ id: 'e1', title: 'Sách A' }], meta: { page: 1, limit: 1, total: 3, totalPages: 3 } }, onPageChange);
    await userEvent.click(screen.getByRole('button', { name: /trang sau/i }));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });
});
