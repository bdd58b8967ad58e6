import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ToastHost } from '../components/toast/ToastHost';
import { toast } from './toast';

describe('toasts loaded after first paint', () => {
  it('shows a toast asked for before the library arrived, and one text with one id only once', async () => {
    toast.error('Mất kết nối mạng.', { toastId: 'offline' });
    toast.error('Mất kết nối mạng.', { toastId: 'offline' });
    toast.success('Đã lưu.');
    render(<ToastHost />);
    expect(await screen.findByText('Đã lưu.')).toBeTruthy();
    expect(await screen.findAllByText('Mất kết nối mạng.')).toHaveLength(1);
  });
});
