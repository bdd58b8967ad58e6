import type { LibraryDto, LibraryUsageDto, Paged, ResourceDto } from '@market/contract';
import { callApi } from '../../../lib/api';
import * as calls from '../../../lib/endpoints.generated';
import { queryKeysFactory } from '../../../lib/query-keys';

type Signal = { signal?: AbortSignal };

/** The calls a library browser makes: a host's own library, or the platform's kept by admins. */
export interface LibraryApi {
  /** Its query keys, apart from the other library's, so the two never share cached answers. */
  keys: LibraryKeys;
  root(options: Signal): Promise<LibraryDto>;
  folder(id: string, options: Signal): Promise<LibraryDto>;
  subfolders(id: string, options: Signal): Promise<Paged<LibraryDto>>;
  usage(id: string, options: Signal): Promise<LibraryUsageDto>;
  resources(id: string, options: Signal): Promise<Paged<ResourceDto>>;
  search(keyword: string, options: Signal): Promise<Paged<ResourceDto>>;
  /** What was deleted: the whole library's bin for a host, the open folder's for the platform. */
  bin(folderId: string, options: Signal): Promise<Paged<ResourceDto>>;
  createFolder(parentId: string, name: string): Promise<LibraryDto>;
  removeFolder(id: string): Promise<unknown>;
}

const PAGE = 50;
type LibraryKeys = ReturnType<typeof queryKeysFactory<readonly [string]>>;
/** The host's library: a lesson's resource picker reads under it too, so a change there refreshes the picker. */
export const hostLibraryKeys = queryKeysFactory('library');

export const hostLibrary: LibraryApi = {
  keys: hostLibraryKeys,
  root: (o) => callApi(calls.libraries.root, undefined, o),
  folder: (id, o) => callApi(calls.libraries.get, { params: { id } }, o),
  subfolders: (id, o) => callApi(calls.libraries.listSub, { params: { id }, query: { limit: 100 } }, o),
  usage: (id, o) => callApi(calls.libraries.usage, { params: { id } }, o),
  resources: (id, o) => callApi(calls.libraries.resources, { params: { id }, query: { limit: PAGE } }, o),
  search: (keyword, o) => callApi(calls.libraries.searchResources, { query: { keyword, limit: PAGE } }, o),
  bin: (_folderId, o) => callApi(calls.resources.list, { query: { deleted: 'true', limit: PAGE } }, o),
  createFolder: (id, name) => callApi(calls.libraries.createSub, { params: { id }, body: { name } }),
  removeFolder: (id) => callApi(calls.libraries.remove, { params: { id } }),
};

export const platformLibrary: LibraryApi = {
  keys: queryKeysFactory('platform-library'),
  root: (o) => callApi(calls.adminLibraries.root, undefined, o),
  folder: (id, o) => callApi(calls.adminLibraries.get, { params: { id } }, o),
  subfolders: (id, o) => callApi(calls.adminLibraries.listSub, { params: { id }, query: { limit: 100 } }, o),
  usage: (id, o) => callApi(calls.adminLibraries.usage, { params: { id } }, o),
  resources: (id, o) => callApi(calls.adminLibraries.resources, { params: { id }, query: { limit: PAGE } }, o),
  search: (keyword, o) => callApi(calls.adminLibraries.searchResources, { params: { keyword }, query: { limit: PAGE } }, o),
  bin: (folderId, o) => callApi(calls.resources.list, { query: { deleted: 'true', libraryId: folderId, limit: PAGE } }, o),
  createFolder: (id, name) => callApi(calls.adminLibraries.createSub, { params: { id }, body: { name } }),
  removeFolder: (id) => callApi(calls.adminLibraries.remove, { params: { id } }),
};
