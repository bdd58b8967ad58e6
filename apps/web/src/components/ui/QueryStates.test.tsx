import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { m } from '../../lib/messages';
import { EmptyState } from './EmptyState';
import { QueryStates, type QueryStatus } from './QueryStates';

const settled: QueryStatus = { isPending: false, isError: false, isFetching: false, refetch: () => undefined };

function renderStates(query: Partial<QueryStatus>, empty = false) {
  return render(
    <QueryStates query={{ ...settled, ...query }} empty={empty} emptyState={<EmptyState title="Chưa có gì" />}>
      <table aria-label="Danh sách" />
    </QueryStates>,
  );
}

describe('QueryStates', () => {
  it('says it is loading while the first answer is on its way', () => {
    renderStates({ isPending: true, isFetching: true });
    expect(screen.getByRole('status').textContent).toBe(m.common.loading);
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows the page’s own skeleton instead of the spinner when it has one', () => {
    render(
      <QueryStates query={{ ...settled, isPending: true }} loading={<ul aria-label="Đang tải danh sách" />} empty={false} emptyState={null}>
        <table aria-label="Danh sách" />
      </QueryStates>,
    );
    expect(screen.getByRole('list', { name: 'Đang tải danh sách' })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows the error with a retry button that asks again, busy while it does', async () => {
    const refetch = vi.fn();
    const view = renderStates({ isError: true, refetch });
    expect(screen.getByRole('alert').textContent).toContain(m.common.errorTitle);
    await userEvent.click(screen.getByRole('button', { name: m.common.retry }));
    expect(refetch).toHaveBeenCalledOnce();

    view.rerender(
      <QueryStates query={{ ...settled, isError: true, isFetching: true, refetch }} empty={false} emptyState={null}>
        <table aria-label="Danh sách" />
      </QueryStates>,
    );
    expect(screen.getByRole('button', { name: m.common.retry }).getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows the empty state, not the content, when there is nothing', () => {
    renderStates({}, true);
    expect(screen.getByText('Chưa có gì')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows the content, marked busy only while it is fetched again', () => {
    const view = renderStates({});
    const table = screen.getByRole('table', { name: 'Danh sách' });
    expect(table.parentElement?.getAttribute('aria-busy')).toBe('false');

    view.rerender(
      <QueryStates query={{ ...settled, isFetching: true }} empty={false} emptyState={null}>
        <table aria-label="Danh sách" />
      </QueryStates>,
    );
    expect(screen.getByRole('table', { name: 'Danh sách' }).parentElement?.getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByRole('status')).toBeNull();
  });
});
