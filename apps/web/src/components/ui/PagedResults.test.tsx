import type { Paged } from '@market/contract';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PagedResults } from './PagedResults';
import type { QueryStatus } from './QueryStates';

const settled: QueryStatus = { isPending: false, isError: false, isFetching: false, refetch: () => undefined };
const answer = (names: string[], page: number, totalPages: number): Paged<string> => ({
  data: names,
  meta: { page, limit: names.length || 1, total: totalPages * 2, totalPages },
});

function renderResults(query: QueryStatus & { data?: Paged<string> }, onPageChange = vi.fn(), onClear?: () => void) {
  render(
    <PagedResults
      query={query}
      loading={<ul aria-label="Đang tải" />}
      empty={{ icon: null, title: 'Không tìm thấy', body: 'Thử từ khác' }}
      clear={onClear ? { label: 'Xoá bộ lọc', onClear } : undefined}
      count={(total) => `${total} kết quả`}
      onPageChange={onPageChange}
    >
      {(items) => (
        <ul aria-label="Kết quả">
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
    </PagedResults>,
  );
  return onPageChange;
}

afterEach(() => vi.restoreAllMocks());

describe('the results of a catalogue search', () => {
  it('shows the skeleton while the first page loads', () => {
    renderResults({ ...settled, isPending: true });
    expect(screen.getByRole('list', { name: 'Đang tải' })).toBeTruthy();
  });

  it('shows the empty state when nothing matched, without a way to clear filters when none are chosen', () => {
    renderResults({ ...settled, data: { data: [], meta: { page: 1, limit: 12, total: 0, totalPages: 0 } } });
    expect(screen.getByText('Không tìm thấy')).toBeTruthy();
    expect(screen.queryByText('0 kết quả')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Xoá bộ lọc' })).toBeNull();
  });

  it('offers to clear the filters chosen when nothing matched them', async () => {
    const onClear = vi.fn();
    renderResults({ ...settled, data: { data: [], meta: { page: 1, limit: 12, total: 0, totalPages: 0 } } }, vi.fn(), onClear);
    await userEvent.click(screen.getByRole('button', { name: 'Xoá bộ lọc' }));
    expect(onClear).toHaveBeenCalledOnce();
  });

  it('counts what matched, lists it, and goes to another page back at the top of the window', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const onPageChange = renderResults({ ...settled, data: answer(['Khoá A', 'Khoá B'], 1, 3) });

    expect(screen.getByText('6 kết quả').getAttribute('aria-live')).toBe('polite');
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Khoá A', 'Khoá B']);
    await userEvent.click(screen.getByRole('button', { name: /trang sau/i }));
    expect(onPageChange).toHaveBeenCalledWith(2);
    expect(scrollTo).toHaveBeenCalled();
  });

  it('draws no pages when everything fits on one', () => {
    renderResults({ ...settled, data: answer(['Khoá A'], 1, 1) });
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
