import type { Session } from '../../../../test/support/client.js';
import type { TestServer } from '../../../../test/support/server.js';

/** Uploads bytes as `session`'s private file (sign, then PUT), as the studio does; returns the upload's id. */
export async function uploadPrivate(
  server: TestServer,
  session: Session,
  file: { fileName?: string; contentType?: string; bytes: Uint8Array<ArrayBuffer>; folder?: string },
): Promise<string> {
  const contentType = file.contentType ?? 'application/pdf';
  const signed = await session.client.post('/api/v1/upload/sign-url', {
    fileName: file.fileName ?? 'tai-lieu.pdf',
    contentType,
    size: file.bytes.byteLength,
    folder: file.folder ?? 'libraries',
  });
  if (signed.status !== 200) throw new Error(`sign-url: ${JSON.stringify(signed.body)}`);
  const put = await fetch(String(signed.body.uploadUrl).replace(server.config.publicUrl, server.url), {
    method: 'PUT',
    body: file.bytes,
    headers: { 'content-type': contentType },
  });
  if (put.status !== 200) throw new Error(`upload PUT answered ${put.status}`);
  return signed.body.id as string;
}

/** Follows a signed link on the test server (links name the public URL). */
export const fetchLink = (server: TestServer, url: string) => fetch(url.replace(server.config.publicUrl, server.url));
