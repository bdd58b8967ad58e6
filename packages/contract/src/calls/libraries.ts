import { DownloadLinkDto } from '../schemas/platform.js';
import { IdParam, OkResponse, paged } from '../schemas/common.js';
import {
  AcademyParams,
  AcademyPartBody,
  AcademyPartDto,
  AcademyPartList,
  AcademyPartParams,
  AdminLibraryListQuery,
  AdminResourceSearchParams,
  AdminResourceSearchQuery,
  CreateLinksBody,
  CreateResourceBody,
  LibraryBody,
  LibraryDto,
  LibraryListQuery,
  LibraryResourcesQuery,
  LibraryUsageDto,
  ResourceDto,
  ResourceList,
  ResourceListQuery,
  ResourceSearchQuery,
  UpdateLibraryBody,
  UpdateResourceBody,
} from '../schemas/libraries.js';
import { call } from './call.js';

/** A host's own library (spec 7.10). */
export const libraryCalls = {
  list: call({ method: 'GET', path: '/api/v1/libraries/list', access: 'host', query: LibraryListQuery, response: paged(LibraryDto) }),
  root: call({ method: 'GET', path: '/api/v1/libraries/root', access: 'host', response: LibraryDto }),
  searchResources: call({
    method: 'GET',
    path: '/api/v1/libraries/search/resources',
    access: 'host',
    query: ResourceSearchQuery,
    response: paged(ResourceDto),
  }),
  createSub: call({ method: 'POST', path: '/api/v1/libraries/:id/sub', access: 'host', params: IdParam, body: LibraryBody, response: LibraryDto, status: 201 }),
  listSub: call({ method: 'GET', path: '/api/v1/libraries/:id/sub', access: 'host', params: IdParam, response: paged(LibraryDto), query: LibraryListQuery }),
  get: call({ method: 'GET', path: '/api/v1/libraries/:id', access: 'host', params: IdParam, response: LibraryDto }),
  update: call({ method: 'PUT', path: '/api/v1/libraries/:id', access: 'host', params: IdParam, body: UpdateLibraryBody, response: LibraryDto }),
  remove: call({ method: 'DELETE', path: '/api/v1/libraries/:id', access: 'host', params: IdParam, response: OkResponse }),
  resources: call({
    method: 'GET',
    path: '/api/v1/libraries/:id/resources',
    access: 'host',
    params: IdParam,
    query: LibraryResourcesQuery,
    response: paged(ResourceDto),
  }),
  usage: call({ method: 'GET', path: '/api/v1/libraries/:id/usage', access: 'host', params: IdParam, response: LibraryUsageDto }),
} as const;

/** The platform's library, kept by admins; reads also open any host's library. */
export const adminLibraryCalls = {
  list: call({ method: 'GET', path: '/api/v1/admin/libraries/list', access: 'admin', query: AdminLibraryListQuery, response: paged(LibraryDto) }),
  root: call({ method: 'GET', path: '/api/v1/admin/libraries/root', access: 'admin', response: LibraryDto }),
  searchResources: call({
    method: 'GET',
    path: '/api/v1/admin/libraries/search/resources/:keyword',
    access: 'admin',
    params: AdminResourceSearchParams,
    query: AdminResourceSearchQuery,
    response: paged(ResourceDto),
  }),
  createSub: call({
    method: 'POST',
    path: '/api/v1/admin/libraries/:id/sub',
    access: 'admin',
    params: IdParam,
    body: LibraryBody,
    response: LibraryDto,
    status: 201,
  }),
  listSub: call({
    method: 'GET',
    path: '/api/v1/admin/libraries/:id/sub',
    access: 'admin',
    params: IdParam,
    response: paged(LibraryDto),
    query: LibraryListQuery,
  }),
  get: call({ method: 'GET', path: '/api/v1/admin/libraries/:id', access: 'admin', params: IdParam, response: LibraryDto }),
  update: call({ method: 'PUT', path: '/api/v1/admin/libraries/:id', access: 'admin', params: IdParam, body: UpdateLibraryBody, response: LibraryDto }),
  remove: call({ method: 'DELETE', path: '/api/v1/admin/libraries/:id', access: 'admin', params: IdParam, response: OkResponse }),
  resources: call({
    method: 'GET',
    path: '/api/v1/admin/libraries/:id/resources',
    access: 'admin',
    params: IdParam,
    query: LibraryResourcesQuery,
    response: paged(ResourceDto),
  }),
  usage: call({ method: 'GET', path: '/api/v1/admin/libraries/:id/usage', access: 'admin', params: IdParam, response: LibraryUsageDto }),
} as const;

/** Resources (spec 7.14): files and links of a library; deletion is soft and can be undone. */
export const resourceCalls = {
  list: call({ method: 'GET', path: '/api/v1/resources', access: 'host', query: ResourceListQuery, response: paged(ResourceDto) }),
  create: call({ method: 'POST', path: '/api/v1/resources', access: 'host', body: CreateResourceBody, response: ResourceDto, status: 201 }),
  createLinks: call({ method: 'POST', path: '/api/v1/resources/links', access: 'host', body: CreateLinksBody, response: ResourceList, status: 201 }),
  get: call({ method: 'GET', path: '/api/v1/resources/:id', access: 'host', params: IdParam, response: ResourceDto }),
  update: call({ method: 'PUT', path: '/api/v1/resources/:id', access: 'host', params: IdParam, body: UpdateResourceBody, response: ResourceDto }),
  remove: call({ method: 'DELETE', path: '/api/v1/resources/:id', access: 'host', params: IdParam, response: ResourceDto }),
  restore: call({ method: 'PATCH', path: '/api/v1/resources/:id/restore', access: 'host', params: IdParam, response: ResourceDto }),
  /** Not in the spec: the short-lived link to a FILE resource, for its owner and admins. */
  download: call({ method: 'GET', path: '/api/v1/resources/:id/download', access: 'host', params: IdParam, response: DownloadLinkDto }),
} as const;

/** Academy parts (spec 7.14): read by anyone; a host (an admin: the platform) keeps their own. */
export const academyCalls = {
  parts: call({ method: 'GET', path: '/api/v1/academy/:id/parts', access: 'public', params: AcademyParams, response: AcademyPartList }),
  part: call({ method: 'GET', path: '/api/v1/academy/:id/parts/:partId', access: 'public', params: AcademyPartParams, response: AcademyPartDto }),
  savePart: call({ method: 'POST', path: '/api/v1/academy/parts', access: 'host', body: AcademyPartBody, response: AcademyPartDto }),
  removePart: call({ method: 'DELETE', path: '/api/v1/academy/parts/:id', access: 'host', params: IdParam, response: OkResponse }),
} as const;
