import type { CmsMediaField } from '@market/contract';
import { QueryClient } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../../app/AppProviders';
import type { CmsFile } from '../../../../lib/cms';
import { json, mockFetch } from '../../../../test/fetch-mock';
import { MediaField } from './MediaField';

const gallery: CmsMediaField = { type: 'media', multiple: true, allowedTypes: ['images'], label: 'Thư viện ảnh' };
const stored = (id: number, name: string) => ({ id, name, url: `/uploads/${name}`, mime: 'image/png', width: 1, height: 1 });

/** An upload the test drives: progress events, then the service's answer. */
class FakeUpload {
  static last: FakeUpload | null = null;
  upload = { onprogress: null as ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  status = 0;
  responseText = '';
  withCredentials = false;
  opened: [string, string] | null = null;
  sent: FormData | null = null;
  open(method: string, url: string) {
    this.opened = [method, url];
  }
  setRequestHeader() {}
  send(body: FormData) {
    this.sent = body;
    FakeUpload.last = this;
  }
}

function Harness({ onValue, initial = [], onFormSubmit }: { onValue: (files: CmsFile[]) => void; initial?: CmsFile[]; onFormSubmit?: () => void }) {
  const [value, setValue] = useState<CmsFile[]>(initial);
  if (onFormSubmit)
    return (
      <form onSubmit={(event) => (event.preventDefault(), onFormSubmit())}>
        <MediaField name="gallery" field={gallery} value={value} onChange={(next) => (setValue(next), onValue(next))} path="gallery" errors={{}} types={[]} />
      </form>
    );
  return <MediaField name="gallery" field={gallery} value={value} onChange={(next) => (setValue(next), onValue(next))} path="gallery" errors={{}} types={[]} />;
}

describe('the media picker', () => {
  it('uploads with its progress shown, and adds a file chosen from the library', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeUpload);
    mockFetch(({ path }) => (path.startsWith('/cms/api/upload/files') ? json(200, [stored(9, 'bia.png'), stored(10, 'logo.png')]) : undefined));
    const seen: CmsFile[][] = [];
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <AppProviders queryClient={client}>
        <Harness onValue={(files) => seen.push(files)} />
      </AppProviders>,
    );
    const user = userEvent.setup();

    await user.upload(screen.getByLabelText('Tải tệp lên: Thư viện ảnh'), new File(['png'], 'anh-moi.png', { type: 'image/png' }));
    const upload = FakeUpload.last!;
    expect(upload.opened).toEqual(['POST', '/cms/api/upload']);
    expect(upload.withCredentials).toBe(true);
    expect((upload.sent!.get('files') as File).name).toBe('anh-moi.png');
    act(() => upload.upload.onprogress!({ lengthComputable: true, loaded: 40, total: 100 }));
    expect(screen.getByRole('progressbar', { name: 'Đang tải anh-moi.png lên' }).getAttribute('aria-valuenow')).toBe('40');
    act(() => {
      upload.status = 200;
      upload.responseText = JSON.stringify([stored(11, 'anh-moi.png')]);
      upload.onload!();
    });
    expect((await screen.findByRole('img', { name: 'anh-moi.png' })).getAttribute('src')).toBe('/cms/uploads/anh-moi.png');
    // (The toast's own timer is a progress bar too: only the upload's is looked for.)
    await waitFor(() => expect(screen.queryByRole('progressbar', { name: /^Đang tải/ })).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Chọn từ thư viện' }));
    const dialog = await screen.findByRole('dialog', { name: 'Thư viện tệp' });
    await user.click(await within(dialog).findByRole('button', { name: 'Chọn logo.png' }));
    await user.click(within(dialog).getByRole('button', { name: 'Xong' }));
    expect(seen.at(-1)!.map((f) => f.id)).toEqual([11, 10]);
  });

  it('edits a chosen file’s alternative text and caption, saved to the library through Strapi’s fileInfo', async () => {
    const calls = mockFetch(({ method, path }) =>
      method === 'POST' && path === '/cms/api/upload?id=9'
        ? json(200, { ...stored(9, 'bia.png'), alternativeText: 'Lớp học buổi tối', caption: 'Ảnh: Minh An' })
        : undefined,
    );
    const seen: CmsFile[][] = [];
    const entrySaved = vi.fn();
    const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
    render(
      <AppProviders queryClient={client}>
        <Harness onValue={(files) => seen.push(files)} initial={[{ id: 9, attributes: stored(9, 'bia.png') }]} onFormSubmit={entrySaved} />
      </AppProviders>,
    );
    const user = userEvent.setup();
    // A picture without alternative text says so.
    expect(screen.getByText('Chưa có văn bản thay thế')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Sửa mô tả bia.png' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mô tả tệp bia.png' });
    await user.type(within(dialog).getByLabelText('Văn bản thay thế'), '  Lớp học buổi tối ');
    await user.type(within(dialog).getByLabelText('Chú thích'), 'Ảnh: Minh An');
    await user.click(within(dialog).getByRole('button', { name: 'Lưu mô tả' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Mô tả tệp bia.png' })).toBeNull());
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual(['/cms/api/upload?id=9']);
    const sent = vi.mocked(fetch).mock.calls.find(([url]) => String(url).includes('/upload?id=9'))![1]!.body as FormData;
    expect(JSON.parse(sent.get('fileInfo') as string)).toEqual({ alternativeText: 'Lớp học buổi tối', caption: 'Ảnh: Minh An' });
    expect(screen.getByRole('img', { name: 'Lớp học buổi tối' })).toBeTruthy();
    expect(screen.queryByText('Chưa có văn bản thay thế')).toBeNull();
    expect(seen.at(-1)!.map((f) => [f.id, f.attributes.alternativeText])).toEqual([[9, 'Lớp học buổi tối']]);
    // The entry's own form (around the field) is not submitted by the dialog's.
    expect(entrySaved).not.toHaveBeenCalled();
  });

  it('keeps the dialog open with the service’s message when the save fails', async () => {
    mockFetch(({ path }) =>
      path === '/cms/api/upload?id=9'
        ? json(400, { data: null, error: { status: 400, name: 'ValidationError', message: 'Chú thích quá dài', details: {} } })
        : undefined,
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
    render(
      <AppProviders queryClient={client}>
        <Harness onValue={() => undefined} initial={[{ id: 9, attributes: stored(9, 'bia.png') }]} />
      </AppProviders>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Sửa mô tả bia.png' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mô tả tệp bia.png' });
    await user.type(within(dialog).getByLabelText('Chú thích'), 'x');
    await user.click(within(dialog).getByRole('button', { name: 'Lưu mô tả' }));
    expect(await screen.findByText('Chú thích quá dài')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Mô tả tệp bia.png' })).toBeTruthy();
  });
});
