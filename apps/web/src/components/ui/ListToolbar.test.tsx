import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ListFooter } from './ListFooter';
import { ListToolbar } from './ListToolbar';
import { SearchField } from './SearchField';
import { SelectField } from './SelectField';

describe('ListToolbar with SearchField and SelectField', () => {
  it('labels each filter and tells the toolbar after every change', async () => {
    const calls: string[] = [];
    render(
      <ListToolbar onFilterChange={() => calls.push('filter changed')}>
        <SearchField label="Tìm kiếm" value="" onValueChange={(value) => calls.push(`q=${value}`)} />
        <SelectField
          label="Trạng thái"
          value=""
          placeholder="Tất cả"
          options={[{ value: 'ACTIVE', label: 'Đang hoạt động' }]}
          onValueChange={(value) => calls.push(`status=${value}`)}
        />
      </ListToolbar>,
    );
    await userEvent.type(screen.getByLabelText('Tìm kiếm'), 'a');
    await userEvent.selectOptions(screen.getByLabelText('Trạng thái'), 'ACTIVE');
    expect(screen.getByRole('searchbox', { name: 'Tìm kiếm' })).toBeTruthy();
    expect(calls).toEqual(['q=a', 'filter changed', 'status=ACTIVE', 'filter changed']);
  });
});

describe('ListFooter', () => {
  it('draws nothing before an answer or for an empty one, and the pager otherwise', async () => {
    const onPageChange = vi.fn();
    const view = render(<ListFooter meta={undefined} page={1} onPageChange={onPageChange} />);
    expect(screen.queryByRole('navigation')).toBeNull();
    view.rerender(<ListFooter meta={{ total: 0, totalPages: 0 }} page={1} onPageChange={onPageChange} />);
    expect(screen.queryByRole('navigation')).toBeNull();
    view.rerender(<ListFooter meta={{ total: 3, totalPages: 1 }} page={1} onPageChange={onPageChange} hideSinglePage />);
    expect(screen.queryByRole('navigation')).toBeNull();
    view.rerender(<ListFooter meta={{ total: 30, totalPages: 2 }} page={1} onPageChange={onPageChange} />);
    const buttons = screen.getAllByRole('button');
    await userEvent.click(buttons[buttons.length - 1]!);
    expect(onPageChange).toHaveBeenCalledWith(2);
  });
});
