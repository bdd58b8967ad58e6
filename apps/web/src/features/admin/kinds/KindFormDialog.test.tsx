import { KindBody, UpdateKindBody } from '@market/contract';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import { KindFormDialog, type KindSaveMutation } from './KindFormDialog';

const texts = { addTitle: 'Thêm loại thử', editTitle: 'Sửa loại thử', add: 'Thêm loại' };
const schemas = { create: KindBody, update: UpdateKindBody };
const kind = { name: 'Hội thảo', slug: 'hoi-thao', description: 'Trao đổi chuyên môn', icon: '🎤', position: 1 };

/** A stand-in for the feature's mutation: records each body and fails with `error` when given one. */
function fakeSave(error?: unknown) {
  const bodies: unknown[] = [];
  const save: KindSaveMutation = {
    isPending: false,
    mutate: (body, { onError }) => {
      bodies.push(body);
      if (error) onError(error);
    },
  };
  return { bodies, save };
}

describe('KindFormDialog', () => {
  it('adds a kind with only what was filled in, under the feature’s own words', async () => {
    const { bodies, save } = fakeSave();
    render(<KindFormDialog onClose={() => {}} texts={texts} schemas={schemas} save={save} formId="kind" />);
    const dialog = screen.getByRole('dialog', { name: 'Thêm loại thử' });
    const user = userEvent.setup();
    await user.type(within(dialog).getByLabelText('Tên'), 'Âm nhạc');
    expect(within(dialog).getByText('Để trống để tạo từ tên: am-nhac')).toBeTruthy();
    await user.type(within(dialog).getByLabelText('Thứ tự hiển thị'), '3');
    await user.click(within(dialog).getByRole('button', { name: 'Thêm loại' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({ name: 'Âm nhạc', position: 3 });
  });

  it('edits a kind: blanks are cleared, and a taken slug is shown under the slug box', async () => {
    const taken = new ApiError({ status: 409, code: 'SLUG_ALREADY_EXISTS', message: 'Đường dẫn này đã được dùng.' });
    const { bodies, save } = fakeSave(taken);
    const onClose = vi.fn();
    render(<KindFormDialog kind={kind} onClose={onClose} texts={texts} schemas={schemas} save={save} formId="kind" />);
    const dialog = screen.getByRole('dialog', { name: 'Sửa loại thử' });
    const user = userEvent.setup();
    await user.clear(within(dialog).getByLabelText('Mô tả'));
    await user.click(within(dialog).getByRole('button', { name: 'Lưu thay đổi' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({ name: 'Hội thảo', slug: 'hoi-thao', description: null, icon: '🎤', position: 1 });
    expect(await within(dialog).findByText('Đường dẫn này đã được dùng.')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('button', { name: 'Huỷ' }));
    expect(onClose).toHaveBeenCalled();
  });
});
