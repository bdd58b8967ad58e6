import type { DownloadLinkDto } from '@market/contract';

/** What libraries and ebooks need of storage: who uploaded a file, whether it arrived, a short-lived link to it, and stamped copies. */
export interface StoredFiles {
  findFile(id: string): Promise<
    | {
        id: string;
        key: string;
        ownerId: string | null;
        fileName: string;
        contentType: string;
        size: number | null;
        visibility: string;
        uploadedAt: Date | null;
      }
    | undefined
  >;
  downloadLink(fileId: string, options?: { seconds?: number; filename?: string }): Promise<DownloadLinkDto>;
  /** The bytes of a stored file (a PDF to stamp for its buyer). */
  read(fileId: string): Promise<Uint8Array>;
  /** Keeps bytes the server made (a buyer's stamped copy) as a private file of `ownerId`. */
  /** Deletes files nothing else refers to (a purged bin's); answers how many went. */
  discard(fileIds: readonly string[]): Promise<number>;
  storePrivate(input: { folder: string; fileName: string; contentType: string; bytes: Uint8Array; ownerId: string }): Promise<{ id: string; key: string }>;
}
