import { cmsTypePath, type CmsContentType } from '@market/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { refreshSession } from '../../../lib/api';
import { CMS_BASE, CmsError, cmsKeys, type CmsEntry, type CmsFile, type CmsQuery } from '../../../lib/cms';
import { queryKeysFactory } from '../../../lib/query-keys';
import { populateOf, searchFieldsOf } from './content-types';

/**
 * The console's calls to the content service, through the server that serves the web (its proxy
 * passes the session cookie on as the bearer the service accepts, and lets only ADMINs write). Reads
 * ask for drafts (`publicationState=preview`); a 401 refreshes the session once, as the API does.
 */
export type Attributes = Record<string, unknown> & { publishedAt?: string | null; updatedAt?: string; locale?: string };
export type Entry = CmsEntry<Attributes>;

/** The service's validation errors, field by field (`details.errors[].path`). */
export class CmsWriteError extends CmsError {
  constructor(
    status: number,
    message: string,
    readonly fieldErrors: { path: (string | number)[]; message: string }[],
  ) {
    super(status, message);
  }
}

function queryString(query: CmsQuery): string {
  const params = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  return params.size ? `?${params.toString()}` : '';
}

export async function cmsCall<R>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  options: { query?: CmsQuery; body?: unknown; signal?: AbortSignal } = {},
): Promise<R> {
  const send = () =>
    fetch(`${CMS_BASE}${path}${queryString(options.query ?? {})}`, {
      method,
      credentials: 'include',
      headers: { accept: 'application/json', ...(options.body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  let response = await send();
  if (response.status === 401 && (await refreshSession())) response = await send();
  const body = (await response.json().catch(() => null)) as
    (R & { error?: { message?: string; details?: { errors?: { path: (string | number)[]; message: string }[] } } }) | null;
  // `0` is an answer (`/users/count`): only a body that is not JSON is a failure.
  if (!response.ok || body === null) {
    const message = body?.error?.message ?? `Dịch vụ nội dung trả lỗi ${response.status}`;
    throw new CmsWriteError(response.status, message, body?.error?.details?.errors ?? []);
  }
  return body;
}

const keys = queryKeysFactory('cms-admin');
export const cmsAdminKeys = keys;

export interface EntryListQuery {
  page: number;
  search: string;
  status: 'draft' | 'published' | '';
  locale: string;
  /** `field:asc|desc`, one of `sortOptionsOf`; the last change first when absent. */
  sort?: string;
}

/** One page of a collection's entries, drafts included, in the chosen order (newest change first by default). */
export function useCmsEntries(type: CmsContentType, list: EntryListQuery) {
  const query: CmsQuery = {
    publicationState: 'preview',
    'pagination[page]': list.page,
    'pagination[pageSize]': 20,
    'sort[0]': list.sort ?? 'updatedAt:desc',
    ...(type.localized ? { locale: list.locale } : {}),
  };
  if (list.search) searchFieldsOf(type).forEach((name, i) => (query[`filters[$or][${i}][${name}][$containsi]`] = list.search));
  if (list.status) query[`filters[publishedAt][${list.status === 'draft' ? '$null' : '$notNull'}]`] = 'true';
  return useQuery({
    queryKey: keys.list({ type: type.singularName, ...list }),
    queryFn: ({ signal }) =>
      cmsCall<{ data: Entry[]; meta: { pagination: { page: number; pageCount: number; total: number } } }>('GET', cmsTypePath(type), { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** One entry (a collection's by id, or a single type's in a locale), with every link populated for the form. */
export function useCmsEntry(type: CmsContentType | undefined, id: number | null, locale: string) {
  const single = type?.kind === 'singleType';
  const populate = type ? populateOf(type) : '';
  const query: CmsQuery = { publicationState: 'preview', ...(populate ? { populate } : {}), ...(single && type.localized ? { locale } : {}) };
  return useQuery({
    queryKey: keys.detail({ type: type?.singularName ?? '', id, locale: single ? locale : null }),
    queryFn: async ({ signal }) => {
      try {
        return (await cmsCall<{ data: Entry }>('GET', single ? cmsTypePath(type) : `${cmsTypePath(type!)}/${id}`, { query, signal })).data;
      } catch (error) {
        // A single type nobody has filled yet: an empty form.
        if (single && error instanceof CmsError && error.status === 404) return null;
        throw error;
      }
    },
    enabled: type !== undefined && (single || id !== null),
  });
}

/** Creates (no id), updates (an id) or fills a single type; answers the saved entry. */
export function useSaveEntry(type: CmsContentType) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, data, locale }: { id: number | null; data: Record<string, unknown>; locale: string }) => {
      const query: CmsQuery = { ...(populateOf(type) ? { populate: populateOf(type) } : {}), ...(type.localized ? { locale } : {}) };
      const path = type.kind === 'singleType' ? cmsTypePath(type) : id === null ? cmsTypePath(type) : `${cmsTypePath(type)}/${id}`;
      const method = type.kind === 'collectionType' && id === null ? 'POST' : 'PUT';
      return (await cmsCall<{ data: Entry }>(method, path, { query, body: { data } })).data;
    },
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: keys.all });
      void client.invalidateQueries({ queryKey: cmsKeys.all });
    },
  });
}

export function useDeleteEntry(type: CmsContentType) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, locale }: { id: number | null; locale: string }) =>
      cmsCall('DELETE', type.kind === 'singleType' ? cmsTypePath(type) : `${cmsTypePath(type)}/${id}`, { query: type.localized ? { locale } : {} }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: keys.all });
      void client.invalidateQueries({ queryKey: cmsKeys.all });
    },
  });
}

/** What a bulk delete did: the ids gone, and each failure with the service's message. */
export interface BulkDeleteResult {
  deleted: number[];
  failed: { id: number; message: string }[];
}

/** Several entries of a collection deleted at once: one DELETE each, in turn, every failure kept. */
export function useDeleteEntries(type: CmsContentType) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ ids, locale }: { ids: number[]; locale: string }): Promise<BulkDeleteResult> => {
      const result: BulkDeleteResult = { deleted: [], failed: [] };
      for (const id of ids) {
        try {
          await cmsCall('DELETE', `${cmsTypePath(type)}/${id}`, { query: type.localized ? { locale } : {} });
          result.deleted.push(id);
        } catch (error) {
          result.failed.push({ id, message: error instanceof Error && error.message ? error.message : 'Không xoá được' });
        }
      }
      return result;
    },
    onSettled: () => {
      void client.invalidateQueries({ queryKey: keys.all });
      void client.invalidateQueries({ queryKey: cmsKeys.all });
    },
  });
}

/** Entries of a relation's target, for the picker: published or not, matching the search. */
export function useRelationOptions(target: CmsContentType | undefined, search: string, enabled: boolean) {
  const query: CmsQuery = { publicationState: 'preview', 'pagination[pageSize]': 10, 'sort[0]': 'updatedAt:desc' };
  if (target && search) searchFieldsOf(target).forEach((name, i) => (query[`filters[$or][${i}][${name}][$containsi]`] = search));
  return useQuery({
    queryKey: keys.key('relation', target?.singularName ?? '', search),
    queryFn: ({ signal }) => cmsCall<{ data: Entry[] }>('GET', cmsTypePath(target!), { query, signal }),
    enabled: enabled && target !== undefined && target.kind === 'collectionType',
  });
}

/** A stored file, as Strapi's upload plugin lists it (flat, not wrapped in `attributes`). */
export interface UploadedFile {
  id: number;
  name: string;
  url: string;
  mime: string;
  alternativeText?: string | null;
  caption?: string | null;
  width?: number | null;
  height?: number | null;
}

export const fileOf = (file: UploadedFile): CmsFile => ({ id: file.id, attributes: { ...file } });

export function useMediaLibrary(search: string, enabled: boolean) {
  const query: CmsQuery = { 'sort[0]': 'createdAt:desc', limit: 30, ...(search ? { 'filters[name][$containsi]': search } : {}) };
  return useQuery({
    queryKey: keys.key('files', search),
    queryFn: ({ signal }) => cmsCall<UploadedFile[]>('GET', '/upload/files', { query, signal }),
    enabled,
  });
}

/** A multipart POST to the upload plugin, reporting the progress as it goes (fetch cannot, XMLHttpRequest can). */
export function postCmsMultipart(path: string, form: FormData, onProgress: (percent: number) => void, failure: string): Promise<unknown> {
  const send = () =>
    new Promise<XMLHttpRequest>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open('POST', `${CMS_BASE}${path}`);
      xhr.withCredentials = true;
      xhr.setRequestHeader('accept', 'application/json');
      xhr.upload.onprogress = (event) => event.lengthComputable && onProgress(Math.floor((event.loaded / event.total) * 100));
      xhr.onload = () => resolve(xhr);
      xhr.onerror = () => reject(new CmsError(0, 'Không kết nối được dịch vụ nội dung'));
      xhr.send(form);
    });
  return (async () => {
    let xhr = await send();
    if (xhr.status === 401 && (await refreshSession())) xhr = await send();
    const body = JSON.parse(xhr.responseText || 'null') as { error?: { message?: string } } | null;
    if (xhr.status < 200 || xhr.status >= 300 || !body || (!Array.isArray(body) && body.error)) throw new CmsError(xhr.status, body?.error?.message ?? failure);
    onProgress(100);
    return body;
  })();
}

/** Sends files to the media library, reporting the progress as it goes. */
export async function uploadCmsFiles(files: File[], onProgress: (percent: number) => void): Promise<UploadedFile[]> {
  const form = new FormData();
  for (const file of files) form.append('files', file, file.name);
  const body = await postCmsMultipart('/upload', form, onProgress, 'Không tải tệp lên được');
  if (!Array.isArray(body)) throw new CmsError(500, 'Không tải tệp lên được');
  return body as UploadedFile[];
}

/** What an editor says of a stored file: its alternative text (read out in place of a picture) and its caption. */
export interface FileDescription {
  alternativeText: string | null;
  caption: string | null;
}

/** Strapi's way to change a file's info without new bytes: `POST /upload?id=` with only a `fileInfo` part. */
export async function describeCmsFile(id: number, info: FileDescription): Promise<UploadedFile> {
  const send = () => {
    const form = new FormData();
    form.append('fileInfo', JSON.stringify(info));
    return fetch(`${CMS_BASE}/upload?id=${id}`, { method: 'POST', credentials: 'include', headers: { accept: 'application/json' }, body: form });
  };
  let response = await send();
  if (response.status === 401 && (await refreshSession())) response = await send();
  const body = (await response.json().catch(() => null)) as (UploadedFile & { error?: { message?: string } }) | null;
  if (!response.ok || !body || body.error) throw new CmsError(response.status, body?.error?.message ?? 'Không lưu được mô tả tệp');
  return body;
}

export function useDescribeFile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, info }: { id: number; info: FileDescription }) => describeCmsFile(id, info),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: keys.all });
      void client.invalidateQueries({ queryKey: cmsKeys.all });
    },
  });
}
