import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DecisionButtons } from './DecisionButtons';

const texts = { view: 'Xem', reject: 'Từ chối', approve: 'Duyệt' };

describe('the decision buttons of a queue row', () => {
  it('offers view, reject and approve while the request waits', async () => {
    const onView = vi.fn();
    const onReject = vi.fn();
    const onApprove = vi.fn();
    render(<DecisionButtons open texts={texts} onView={onView} onReject={onReject} onApprove={onApprove} />);
    await userEvent.click(screen.getByRole('button', { name: 'Xem' }));
    await userEvent.click(screen.getByRole('button', { name: 'Từ chối' }));
    await userEvent.click(screen.getByRole('button', { name: 'Duyệt' }));
    expect([onView, onReject, onApprove].map((fn) => fn.mock.calls.length)).toEqual([1, 1, 1]);
  });

  it('offers only view once it is decided', () => {
    render(<DecisionButtons open={false} texts={texts} onView={vi.fn()} onReject={vi.fn()} onApprove={vi.fn()} />);
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Xem']);
  });

  it('marks the approval busy while it is on its way', () => {
    render(<DecisionButtons open texts={texts} onView={vi.fn()} onReject={vi.fn()} onApprove={vi.fn()} approving />);
    expect(screen.getByRole('button', { name: 'Duyệt' }).getAttribute('aria-busy')).toBe('true');
  });
});
