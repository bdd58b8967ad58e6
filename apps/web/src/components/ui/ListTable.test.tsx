import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ListTable } from './ListTable';
import type { QueryStatus } from './QueryStates';
import { Td, Th, Tr } from './Table';

const settled: QueryStatus = { isPending: false, isError: false, isFetching: false, refetch: () => undefined };

function renderTable(names: string[], totalPages = 1, onPageChange = vi.fn()) {
  render(
    <ListTable
      id="panel"
      role="tabpanel"
      query={{ ...settled, data: { data: names, meta: { total: names.length * totalPages, totalPages } } }}
      label="Đơn hàng"
      toolbar={<input aria-label="Tìm đơn" />}
      columns={<Th>Mã đơn</Th>}
      empty={{ icon: null, title: 'Chưa có đơn nào', body: 'Đơn mới sẽ hiện ở đây' }}
      page={1}
      onPageChange={onPageChange}
    >
      {names.map((name) => (
        <Tr key={name}>
          <Td>{name}</Td>
        </Tr>
      ))}
    </ListTable>,
  );
  return onPageChange;
}

describe('a console list table', () => {
  it('draws the filters, the named table with its header and rows, in a card that takes the given attributes', () => {
    renderTable(['DH-1', 'DH-2']);
    expect(screen.getByRole('tabpanel').id).toBe('panel');
    expect(screen.getByRole('textbox', { name: 'Tìm đơn' })).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Đơn hàng' });
    expect(within(table).getByRole('columnheader', { name: 'Mã đơn' })).toBeTruthy();
    expect(
      within(table)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['DH-1', 'DH-2']);
  });

  it('keeps the filters but shows the empty state instead of the table when nothing matches', () => {
    renderTable([]);
    expect(screen.getByRole('textbox', { name: 'Tìm đơn' })).toBeTruthy();
    expect(screen.getByText('Chưa có đơn nào')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('pages at its foot', async () => {
    const onPageChange = renderTable(['DH-1'], 3);
    await userEvent.click(screen.getByRole('button', { name: /trang sau/i }));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });
});
