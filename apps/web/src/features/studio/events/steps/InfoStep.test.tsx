import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pageOf } from '../../../../test/fixtures';
import { json, mockFetch } from '../../../../test/fetch-mock';
import { renderApp } from '../../../../test/render-app';
import { makeEventDetail, studioHost } from '../../../../test/studio-fixtures';
import { editorHtmlOf } from './InfoStep';

describe("the event's description", () => {
  it('opens rich text as it is and a plain description as paragraphs keeping its line breaks, escaped', () => {
    expect(editorHtmlOf('<p>Đã <strong>đậm</strong></p>')).toBe('<p>Đã <strong>đậm</strong></p>');
    expect(editorHtmlOf('Giá < 100k & nước\nMang đàn\n\nHẹn gặp')).toBe('<p>Giá &lt; 100k &amp; nước<br>Mang đàn</p><p>Hẹn gặp</p>');
    expect(editorHtmlOf('')).toBe('');
  });

  it("is written in the rich-text editor, named by its label, starting from the event's description", async () => {
    const event = makeEventDetail({ id: 'e3333333-3333-4333-8333-333333333333', status: 'DRAFT', description: '<h2>Chương trình</h2><p>Hát mộc</p>' });
    mockFetch((call) => {
      if (call.path === '/api/v1/notifications/count') return json(200, { total: 0, unread: 0 });
      if (call.path.startsWith('/api/v1/event-categories')) return json(200, pageOf([]));
      if (call.path.startsWith(`/api/v2/events/${event.id}`)) return json(200, event);
      return undefined;
    });
    renderApp(`/studio/events/${event.id}/edit`, { user: studioHost });
    // The editor arrives in its own chunk, with the description's headings and paragraphs inside it.
    const heading = await screen.findByRole('heading', { name: 'Chương trình' }, { timeout: 5000 });
    const editor = screen.getByRole('textbox', { name: 'Mô tả chi tiết' });
    expect(editor.getAttribute('contenteditable')).toBe('true');
    expect(editor.contains(heading)).toBe(true);
    expect(screen.getByRole('toolbar', { name: /định dạng/i })).toBeTruthy();
  });
});
