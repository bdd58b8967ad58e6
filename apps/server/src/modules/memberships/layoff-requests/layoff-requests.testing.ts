/** What the layoff requests' tests share: a proof uploaded as a client does, and a request filed with it. Only test files import this. */
import { expect } from 'vitest';
import type { Session } from '../../../../test/support/client.js';
import type { TestServer } from '../../../../test/support/server.js';

export const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

/** Signs an upload as `session`, PUTs the bytes, and answers the file's id and its plain URL. */
export async function uploadProof(
  server: TestServer,
  session: Session,
  options: { contentType?: string; fileName?: string; folder?: string; visibility?: 'PUBLIC' | 'PRIVATE'; upload?: boolean } = {},
): Promise<{ id: string; fileUrl: string }> {
  const contentType = options.contentType ?? 'application/pdf';
  const signed = await session.client.post('/api/v1/upload/sign-url', {
    fileName: options.fileName ?? 'quyet-dinh-nghi-viec.pdf',
    contentType,
    size: PDF.length,
    folder: options.folder ?? 'layoff-proofs',
    ...(options.visibility ? { visibility: options.visibility } : {}),
  });
  expect(signed.status).toBe(200);
  if (options.upload !== false) {
    const put = await fetch(signed.body.uploadUrl.replace(server.config.publicUrl, server.url), {
      method: 'PUT',
      body: new Uint8Array(PDF),
      headers: { 'content-type': contentType },
    });
    expect(put.status).toBe(200);
  }
  return { id: signed.body.id, fileUrl: signed.body.fileUrl };
}

/** A layoff date `daysAgo` days back, as the form sends it. */
export const daysAgo = (days: number) => new Date(Date.now() + 7 * 3600_000 - days * 86_400_000).toISOString().slice(0, 10);

export const requestBody = (proofFileId: string, extra: Record<string, unknown> = {}) => ({
  formerEmployer: 'Công ty TNHH Phần mềm Sao Mai',
  layoffDate: daysAgo(20),
  reason: 'Công ty cắt giảm 30% nhân sự do khó khăn, tôi nằm trong danh sách nghỉ việc.',
  proofFileId,
  ...extra,
});

/** Files a request as `session` with a fresh proof; answers the request. */
export async function fileRequest(server: TestServer, session: Session, extra: Record<string, unknown> = {}) {
  const proof = await uploadProof(server, session);
  const res = await session.client.post('/api/v1/layoff-discount-requests', requestBody(proof.id, extra));
  expect(res.status).toBe(201);
  return { request: res.body as { id: string; status: string }, proof };
}
