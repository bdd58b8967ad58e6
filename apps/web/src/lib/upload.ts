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

/**
 * A private file (a lesson's video or PDF, an ebook) sent with its progress reported as it goes
 * (fetch cannot report an upload's progress, XMLHttpRequest can). Answers the storage key the
 * server records; the file is read back only through short-lived signed links.
 */
export async function uploadPrivateFile(file: File, folder: string, onProgress: (percent: number) => void): Promise<{ id: string; key: string }> {
  const signed = await callApi(calls.uploads.sign, {
    body: { fileName: file.name, contentType: file.type || 'application/octet-stream', size: file.size, folder, visibility: 'PRIVATE' },
  });
  await new Promise<void>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(signed.method, signed.uploadUrl);
    for (const [name, value] of Object.entries(signed.headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.floor((event.loaded / event.total) * 100));
    };
    xhr.onload = () => (xhr.status >= 200 && xhr.status < 300 ? resolve() : reject(new UploadFailedError(xhr.status)));
    xhr.onerror = () => reject(new UploadFailedError(0));
    xhr.send(file);
  });
  onProgress(100);
  return { id: signed.id, key: signed.key };
}
