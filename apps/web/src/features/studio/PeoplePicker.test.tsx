import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ChosenPeople, PeopleResults, PeopleSearchField } from './PeoplePicker';

const lan = { id: 'u1', fullName: 'Nguyễn Thị Lan', avatar: null, username: 'lan' };
const minh = { id: 'u2', fullName: 'Trần Văn Minh', avatar: null, username: 'minh' };

describe('a people picker', () => {
  it('shows the chosen people as chips whose button takes each one out, and reads out an error', async () => {
    const onRemove = vi.fn();
    render(
      <ChosenPeople
        label="Đã chọn 1 người"
        people={[lan]}
        noneText="Chưa chọn ai"
        removeLabel={(name) => `Bỏ ${name}`}
        onRemove={onRemove}
        error="Chọn ít nhất một người"
        announceError
      />,
    );
    expect(screen.getByRole('region', { name: 'Đã chọn 1 người' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Bỏ Nguyễn Thị Lan' }));
    expect(onRemove).toHaveBeenCalledWith(lan);
    expect(screen.getByText('Chọn ít nhất một người').getAttribute('aria-live')).toBe('polite');
  });

  it('says when nobody is chosen, and hides the remove buttons from someone who may not change the list', () => {
    const { rerender } = render(
      <ChosenPeople label="Đồng tổ chức" heading people={[]} noneText="Chưa chọn ai" removeLabel={(name) => `Bỏ ${name}`} onRemove={vi.fn()} />,
    );
    expect(screen.getByRole('heading', { name: 'Đồng tổ chức' })).toBeTruthy();
    expect(screen.getByText('Chưa chọn ai')).toBeTruthy();
    rerender(<ChosenPeople label="Đồng tổ chức" people={[lan]} noneText="Chưa chọn ai" removeLabel={(name) => `Bỏ ${name}`} onRemove={vi.fn()} readOnly />);
    expect(screen.queryByRole('button', { name: 'Bỏ Nguyễn Thị Lan' })).toBeNull();
  });

  it('turns the search off once the list is full', () => {
    render(<PeopleSearchField label="Tìm người" placeholder="Tên" value="" onChange={vi.fn()} fetching={false} full fullText="Tối đa 10 người" />);
    expect((screen.getByRole('searchbox', { name: 'Tìm người' }) as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText('Tối đa 10 người')).toBeTruthy();
  });

  it('adds someone found, and says so when nothing matches or the search failed', async () => {
    const onAdd = vi.fn();
    const props = {
      label: 'Kết quả',
      failedText: 'Không tìm được',
      noMatchText: 'Không có ai',
      detailOf: (p: typeof lan) => `@${p.username}`,
      addText: 'Thêm',
      addLabel: (name: string) => `Thêm ${name}`,
      onAdd,
    };
    const { rerender } = render(<PeopleResults {...props} search={{ isError: false, isFetching: false, data: {} }} results={[lan, minh]} />);
    expect(screen.getByRole('list', { name: 'Kết quả' }).textContent).toContain('@minh');
    await userEvent.click(screen.getByRole('button', { name: 'Thêm Trần Văn Minh' }));
    expect(onAdd).toHaveBeenCalledWith(minh);

    rerender(<PeopleResults {...props} search={{ isError: false, isFetching: false, data: {} }} results={[]} />);
    expect(screen.getByText('Không có ai')).toBeTruthy();
    rerender(<PeopleResults {...props} search={{ isError: true, isFetching: false }} results={[]} />);
    expect(screen.getByRole('alert').textContent).toBe('Không tìm được');
  });
});
