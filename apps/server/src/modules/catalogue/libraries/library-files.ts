import type { DownloadLinkDto } from '@market/contract';

/** What libraries and ebooks need of storage: who uploaded a file, whether it arrived, and a short-lived link to it. */
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
}
