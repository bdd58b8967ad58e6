import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '../../test/fetch-mock';
import { pageOf } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

describe('the calendars page', () => {
  it('says so when no host has opened a calendar yet', async () => {
    mockFetch(({ path }) => (path.startsWith('/api/v1/calendars?') ? json(200, pageOf([])) : undefined));
    renderApp('/calendars', { user: null });
    expect(await screen.findByRole('heading', { name: 'Lịch hẹn với nhà tổ chức' })).toBeTruthy();
    expect(await screen.findByText('Chưa có lịch hẹn nào đang mở')).toBeTruthy();
  });
});
