import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { MyList } from './MyList';
import type { QueryStatus } from './QueryStates';

const settled: QueryStatus = { isPending: false, isError: false, isFetching: false, refetch: () => undefined };
type Book = { id: string; title: string };

function renderList(books: Book[], totalPages = 1) {
  const element = (
    <MyList
      title="Sách của tôi"
      lead="Những cuốn bạn đã mua"
      toolbar={<p>Bộ lọc</p>}
      query={{ ...settled, data: { data: books, meta: { page: 1, totalPages, total: books.length * totalPages } } }}
      empty={{ icon: null, title: 'Chưa có sách', body: 'Mua cuốn đầu tiên', browseTo: '/ebooks', browseLabel: 'Xem sách' }}
      keyOf={(book) => book.id}
    >
      {(book) => <article>{book.title}</article>}
    </MyList>
  );
  render(<RouterProvider router={createMemoryRouter([{ path: '/', element }])} />);
}

describe('a list of what a person has', () => {
  it('names the page and lists one card a row', () => {
    renderList([
      { id: 'b1', title: 'Sách A' },
      { id: 'b2', title: 'Sách B' },
    ]);
    expect(screen.getByRole('heading', { level: 1, name: 'Sách của tôi' })).toBeTruthy();
    expect(screen.getByText('Bộ lọc')).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Sách A', 'Sách B']);
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('points to where more can be found when there is nothing yet', () => {
    renderList([]);
    expect(screen.getByText('Chưa có sách')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Xem sách' }).getAttribute('href')).toBe('/ebooks');
  });

  it('pages through the address when there is more than one page', () => {
    renderList([{ id: 'b1', title: 'Sách A' }], 2);
    expect(screen.getByRole('navigation')).toBeTruthy();
  });
});
