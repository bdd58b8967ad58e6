import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DateRangeFields } from './DateRangeFields';
import { ListToolbar } from './ListToolbar';

describe('DateRangeFields', () => {
  it('shows each end as dd/mm/yyyy, gives the list yyyy-mm-dd, and in a toolbar sends the list back to its first page', () => {
    const onChange = vi.fn();
    const onFilterChange = vi.fn();
    render(
      <ListToolbar onFilterChange={onFilterChange}>
        <DateRangeFields from="2026-11-01" to="2026-11-30" labels={{ from: 'Từ ngày', to: 'Đến ngày' }} onChange={onChange} />
      </ListToolbar>,
    );
    const from = screen.getByLabelText('Từ ngày') as HTMLInputElement;
    const to = screen.getByLabelText('Đến ngày') as HTMLInputElement;
    expect([from.value, to.value]).toEqual(['01/11/2026', '30/11/2026']);

    fireEvent.change(to, { target: { value: '15/12/2026' } });
    expect(onChange).toHaveBeenCalledWith({ to: '2026-12-15' });
    expect(onFilterChange).toHaveBeenCalledOnce();
  });
});
