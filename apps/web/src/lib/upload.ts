import * as calls from './endpoints.generated';
import { callApi } from './api';

/** The upload was signed but the storage refused the file (network, size, expiry). */
export class UploadFailedError extends Error {
  constructor(readonly status: number) {
    super(`upload failed with HTTP ${status}`);
    this.name = 'UploadFailedError';
  }
}

/**
 * Sends a file the way the server expects (spec 7.3): ask for a signed URL, PUT the bytes there with
 * the signed headers, and answer the file's public URL. Works the same for local disk and S3.
 */
export async function uploadFile(file: File, folder: string): Promise<string> {
  const signed = await callApi(calls.uploads.sign, {
    body: { fileName: file.name, contentType: file.type || 'application/octet-stream', size: file.size, folder },
  });
  const response = await fetch(signed.uploadUrl, { method: signed.method, headers: signed.headers, body: file });
  if (!response.ok) throw new UploadFailedError(response.status);
  return signed.fileUrl;
}
