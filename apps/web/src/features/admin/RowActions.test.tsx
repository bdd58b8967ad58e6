import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RowActions } from './RowActions';

describe('RowActions', () => {
  it('names both buttons after the row and calls back', async () => {
    const onEdit = vi.fn();
    const onDelete = vi.fn();
    render(<RowActions name="Giảng viên" onEdit={onEdit} onDelete={onDelete} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Sửa Giảng viên' }));
    expect(onEdit).toHaveBeenCalledTimes(1);
    expect(onDelete).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Xoá Giảng viên' }));
    expect(onDelete).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Sửa')).toBeTruthy();
    expect(screen.getByText('Xoá')).toBeTruthy();
  });
});
