import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { pageOf } from '../../../test/fixtures';
import { json, mockFetch, type RecordedCall } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';
import { studioHost } from '../../../test/studio-fixtures';

const FILE_URL = 'http://localhost/api/v1/files/uploads/events/anh-bia.png';

function serve(storage: (call: RecordedCall) => Response) {
  return mockFetch((call) => {
    if (call.path === '/api/v1/notifications/count') return json(200, { total: 0, unread: 0 });
    if (call.path.startsWith('/api/v1/event-categories')) return json(200, pageOf([]));
    if (call.path === '/api/v1/upload/sign-url') {
      return json(201, {
        id: 'f1111111-1111-4111-8111-111111111111',
        key: 'uploads/events/anh-bia.png',
        method: 'PUT',
        uploadUrl: 'http://localhost/api/v1/files/uploads/events/anh-bia.png?signature=abc',
        headers: { 'content-type': 'image/png' },
        fileUrl: FILE_URL,
        maxSize: 10 * 1024 * 1024,
        expiresAt: '2026-12-01T00:00:00.000Z',
      });
    }
    if (call.method === 'PUT') return storage(call);
    return undefined;
  });
}

/** `applyAccept: false` lets a test hand over what the picker would hide (a file dragged in anyway). */
async function openCoverStep(options: { applyAccept?: boolean } = {}) {
  renderApp('/studio/events/new', { user: studioHost });
  const user = userEvent.setup(options);
  await user.click(await screen.findByRole('button', { name: /Hình ảnh/ }));
  return user;
}

describe('the cover step', () => {
  it('uploads an image from the device through a signed URL and uses its address as the cover', async () => {
    const calls = serve(() => new Response(null, { status: 200 }));
    const user = await openCoverStep();
    await user.upload(screen.getByLabelText('Tải ảnh bìa lên'), new File([new Uint8Array([137, 80, 78, 71])], 'anh-bia.png', { type: 'image/png' }));

    await waitFor(() => expect((screen.getByLabelText(/Ảnh bìa \(đường dẫn\)/) as HTMLInputElement).value).toBe(FILE_URL));
    expect(calls.find((c) => c.path === '/api/v1/upload/sign-url')?.body).toEqual({
      fileName: 'anh-bia.png',
      contentType: 'image/png',
      size: 4,
      folder: 'events',
    });
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.path).toBe('/api/v1/files/uploads/events/anh-bia.png?signature=abc');
    expect(put?.headers['content-type']).toBe('image/png');
    expect(screen.getByRole('img', { name: 'Xem trước ảnh bìa' }).getAttribute('src')).toBe(FILE_URL);
  });

  it('says so when the storage refuses the file, and leaves the cover empty', async () => {
    serve(() => new Response(null, { status: 403 }));
    const user = await openCoverStep();
    await user.upload(screen.getByLabelText('Tải ảnh bìa lên'), new File([new Uint8Array([1])], 'anh.png', { type: 'image/png' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Chưa tải được ảnh lên. Bạn thử lại nhé.');
    expect((screen.getByLabelText(/Ảnh bìa \(đường dẫn\)/) as HTMLInputElement).value).toBe('');
  });

  it('refuses a file that is not an image before sending anything', async () => {
    const calls = serve(() => new Response(null, { status: 200 }));
    const user = await openCoverStep({ applyAccept: false });
    await user.upload(screen.getByLabelText('Tải ảnh bìa lên'), new File(['a,b'], 'danh-sach.csv', { type: 'text/csv' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Tệp này không phải ảnh. Hãy chọn ảnh JPG, PNG hoặc WebP.');
    expect(calls.some((c) => c.path === '/api/v1/upload/sign-url')).toBe(false);
  });
});
