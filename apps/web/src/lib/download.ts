import { refreshSession } from './api';

/**
 * Downloads a file the API streams (CSV/XLSX exports) with the session's cookies, under the name
 * the server gives in content-disposition. `url` comes from `callUrl`. Throws when the server refuses.
 */
export async function downloadFile(url: string, fallbackName: string): Promise<void> {
  let res = await fetch(url, { credentials: 'include' });
  if (res.status === 401 && (await refreshSession())) res = await fetch(url, { credentials: 'include' });
  if (!res.ok) throw new Error(`download failed: ${res.status}`);
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  const href = URL.createObjectURL(await res.blob());
  const link = Object.assign(document.createElement('a'), { href, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(href);
}
