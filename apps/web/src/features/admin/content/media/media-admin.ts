import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { cmsKeys, type CmsQuery } from '../../../../lib/cms';
import { cmsAdminKeys, cmsCall, postCmsMultipart, type UploadedFile } from '../cms-admin';

export const MEDIA_PAGE_SIZE = 24;
export type MediaKind = 'all' | 'images' | 'documents';

/** A stored file as the library lists it: the upload plugin's flat entry, with its size in kB. */
export type LibraryFile = UploadedFile & { size?: number; ext?: string | null; createdAt?: string };

/** An entry whose media fields show a file (`GET /upload/files/:id/related`). */
export interface FileUse {
  id: number;
  contentType: string;
  locale: string;
  title: string | null;
}

const invalidate = (client: ReturnType<typeof useQueryClient>) => {
  void client.invalidateQueries({ queryKey: cmsAdminKeys.all });
  void client.invalidateQueries({ queryKey: cmsKeys.all });
};

/**
 * One page of the library, newest first, by name and kind. The upload plugin answers a bare list
 * (no total, as Strapi's content API), so one file more than the page is asked for to know whether
 * a next page exists.
 */
export function useLibraryFiles(filter: { page: number; search: string; kind: MediaKind }) {
  const query: CmsQuery = { sort: 'createdAt:desc', start: (filter.page - 1) * MEDIA_PAGE_SIZE, limit: MEDIA_PAGE_SIZE + 1 };
  if (filter.search) query['filters[name][$containsi]'] = filter.search;
  if (filter.kind === 'images') query['filters[mime][$startsWith]'] = 'image/';
  if (filter.kind === 'documents') query['filters[mime][$startsWith]'] = 'application/';
  return useQuery({
    queryKey: cmsAdminKeys.list({ scope: 'library', ...filter }),
    queryFn: async ({ signal }) => {
      const files = await cmsCall<LibraryFile[]>('GET', '/upload/files', { query, signal });
      return { files: files.slice(0, MEDIA_PAGE_SIZE), hasNext: files.length > MEDIA_PAGE_SIZE };
    },
    placeholderData: keepPreviousData,
  });
}

export function useFileUses(id: number | null) {
  return useQuery({
    queryKey: cmsAdminKeys.key('file-uses', id),
    queryFn: ({ signal }) => cmsCall<{ data: FileUse[]; meta: { total: number } }>('GET', `/upload/files/${id}/related`, { signal }),
    enabled: id !== null,
    // Always asked afresh: an entry may have taken the file a moment ago.
    staleTime: 0,
  });
}

export function useDeleteFile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => cmsCall<LibraryFile>('DELETE', `/upload/files/${id}`),
    onSuccess: () => invalidate(client),
  });
}

/** New bytes under the same id (`POST /upload?id=`): every entry showing the file shows the new one. */
export function useReplaceFile(onProgress: (percent: number) => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, file }: { id: number; file: File }) => {
      const form = new FormData();
      form.append('files', file, file.name);
      return (await postCmsMultipart(`/upload?id=${id}`, form, onProgress, 'Không thay được tệp')) as LibraryFile;
    },
    onSuccess: () => invalidate(client),
  });
}
