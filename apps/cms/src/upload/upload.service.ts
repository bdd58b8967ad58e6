import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { StorageDriver } from '../../../server/src/platform/storage/storage.js';
import { notFound } from '../errors.js';
import type { FileRow } from '../engine/repository.js';
import { fileEntry } from '../engine/serialize.js';
import type { FilesRepository, NewFile } from './files.repository.js';
import { kilobytes, resizedCopies, type ImageFormat } from './formats.js';
import { imageSize } from './image-size.js';

export interface IncomingFile {
  filename: string;
  mimetype: string;
  bytes: Buffer;
}

/** Strapi's `fileInfo`: what an editor says of a file beside its bytes. */
export interface FileInfo {
  name?: string | undefined;
  alternativeText?: string | null | undefined;
  caption?: string | null | undefined;
}

/** A file entry as Strapi's upload routes answer it: flat, not wrapped in `{ id, attributes }`. */
export function uploadAnswer(file: FileRow) {
  const entry = fileEntry(file);
  return { id: entry.id, ...entry.attributes };
}

/** Strapi's hash: the name made URL-safe, then ten random hex digits, so names never collide. */
export function fileHash(filename: string): string {
  const base = path
    .parse(filename)
    .name.normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/gi, 'd')
    .replace(/[^A-Za-z0-9]+/g, '_')
    .replace(/^_|_$/g, '')
    .slice(0, 60);
  return `${base || 'file'}_${randomBytes(5).toString('hex')}`;
}

/** The media library: files stored through the foundation's storage driver, described in `cms.files`. */
export class UploadService {
  constructor(
    private readonly files: FilesRepository,
    private readonly storage: StorageDriver,
  ) {}

  private async store(file: IncomingFile, info: FileInfo): Promise<NewFile> {
    const ext = path.extname(file.filename).toLowerCase() || null;
    const hash = fileHash(file.filename);
    const key = `${hash}${ext ?? ''}`;
    await this.storage.put(key, file.bytes, file.mimetype);
    const size = file.mimetype.startsWith('image/') ? imageSize(file.bytes) : null;
    const name = info.name || file.filename;
    const copies = await resizedCopies(
      { bytes: file.bytes, mime: file.mimetype, name, hash, ext, width: size?.width ?? null, height: size?.height ?? null },
      (k) => this.storage.fileUrl(k),
    );
    for (const copy of copies) await this.storage.put(copy.key, copy.bytes, file.mimetype);
    return {
      name,
      alternative_text: info.alternativeText ?? null,
      caption: info.caption ?? null,
      width: size?.width ?? null,
      height: size?.height ?? null,
      formats: copies.length ? Object.fromEntries(copies.map((c) => [c.kind, c.format])) : null,
      hash,
      ext,
      mime: file.mimetype,
      // Strapi counts sizes in kilobytes, two decimals.
      size: kilobytes(file.bytes.length).toFixed(2),
      url: this.storage.fileUrl(key),
      provider: this.storage.name === 's3' ? 'aws-s3' : 'local',
    };
  }

  /** The storage keys of a file's bytes: the original's and its formats'. */
  private keysOf(file: Pick<FileRow, 'hash' | 'ext' | 'formats'>): string[] {
    const formats = Object.values((file.formats ?? {}) as Record<string, Pick<ImageFormat, 'hash' | 'ext'>>);
    return [file, ...formats].map((f) => `${f.hash}${f.ext ?? ''}`);
  }

  private async removeBytes(file: Pick<FileRow, 'hash' | 'ext' | 'formats'>) {
    for (const key of this.keysOf(file)) await this.storage.remove(key);
  }

  async upload(files: IncomingFile[], infos: FileInfo[]): Promise<FileRow[]> {
    const saved: FileRow[] = [];
    for (const [i, file] of files.entries()) saved.push(await this.files.insert(await this.store(file, infos[i] ?? {})));
    return saved;
  }

  /** New bytes under the same id (entries pointing at it now show the new file); the old bytes are removed. */
  async replace(id: number, file: IncomingFile, info: FileInfo): Promise<FileRow> {
    const old = await this.get(id);
    const stored = await this.store(file, {
      name: info.name,
      alternativeText: info.alternativeText ?? old.alternative_text,
      caption: info.caption ?? old.caption,
    });
    const replaced = await this.files.replace(id, stored);
    if (!replaced) {
      await this.removeBytes(stored);
      throw notFound();
    }
    await this.removeBytes(old);
    return replaced;
  }

  async describe(id: number, info: FileInfo): Promise<FileRow> {
    const described = await this.files.describe(id, info);
    if (!described) throw notFound();
    return described;
  }

  async get(id: number): Promise<FileRow> {
    const file = await this.files.find(id);
    if (!file) throw notFound();
    return file;
  }

  list(options: Parameters<FilesRepository['list']>[0]) {
    return this.files.list(options);
  }

  async remove(id: number): Promise<FileRow> {
    const file = await this.files.delete(id);
    if (!file) throw notFound();
    await this.removeBytes(file);
    return file;
  }

  /** The bytes behind a `/uploads/…` address of the local driver, with the type they were uploaded as. */
  async localFile(key: string): Promise<{ bytes: Uint8Array; mime: string } | null> {
    if (!/^[A-Za-z0-9_.-]+$/.test(key) || key.startsWith('.')) return null;
    const row = await this.files.findByUrl(this.storage.fileUrl(key));
    if (!row) return null;
    return { bytes: await this.storage.read(key), mime: row.mime };
  }
}
