import { extname } from 'node:path';
import type { FileVisibility } from '@market/contract';

/** What may be uploaded: images, documents, ebooks, audio and video for courses. */
export const ALLOWED_CONTENT_TYPES = new Set([
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'image/avif',
  'image/svg+xml',
  'application/pdf',
  'application/epub+zip',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'text/csv',
  'text/plain',
  'audio/mpeg',
  'audio/mp4',
  'audio/wav',
  'video/mp4',
  'video/webm',
  'video/quicktime',
]);

/** Images are small; videos are the only large uploads. */
export function maxSizeFor(contentType: string, globalMax: number): number {
  if (contentType.startsWith('video/')) return globalMax;
  if (contentType.startsWith('image/')) return Math.min(globalMax, 10 * 1024 * 1024);
  return Math.min(globalMax, 100 * 1024 * 1024);
}

/** What is sold (lesson videos, ebooks, course material) is never public, whatever the uploader asks. */
export const PRIVATE_FOLDERS = new Set(['lessons', 'ebooks', 'course-files', 'libraries', 'private', 'layoff-proofs']);

export function visibilityFor(folder: string, asked: FileVisibility | undefined): FileVisibility {
  return PRIVATE_FOLDERS.has(folder) ? 'PRIVATE' : (asked ?? 'PUBLIC');
}

/**
 * A storage key that cannot escape its folder and keeps a readable, safe extension. Private files
 * live under `private/`, so an S3 bucket can grant public reads on everything but that prefix.
 */
export function storageKey(folder: string, id: string, fileName: string, visibility: FileVisibility = 'PUBLIC'): string {
  const extension = extname(fileName)
    .toLowerCase()
    .replace(/[^a-z0-9.]/g, '')
    .slice(0, 10);
  return `${visibility === 'PRIVATE' ? 'private/' : ''}${folder}/${id}${extension}`;
}

export const KEY_PATTERN = /^(private\/)?[a-z0-9-]{1,40}\/[0-9a-f-]{36}(\.[a-z0-9]{1,9})?$/;
