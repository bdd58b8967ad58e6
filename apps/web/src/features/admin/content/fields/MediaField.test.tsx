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

function Harness({ onValue }: { onValue: (files: CmsFile[]) => void }) {
  const [value, setValue] = useState<CmsFile[]>([]);
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
});
