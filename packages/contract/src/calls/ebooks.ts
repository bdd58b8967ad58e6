import { SlugParam } from '../schemas/catalogue.js';
import { IdParam, OkResponse, PageQuery, paged } from '../schemas/common.js';
import { EbookBody, EbookDto, EbookListQuery, HostEbookListQuery, UpdateEbookBody } from '../schemas/ebooks.js';
import { DownloadLinkDto } from '../schemas/platform.js';
import { call } from './call.js';

/** Ebooks (not shown in the spec): a host's books, the public shelf, and the buyers' download. */
export const ebookCalls = {
  create: call({ method: 'POST', path: '/api/v1/ebooks', access: 'host', body: EbookBody, response: EbookDto, status: 201 }),
  listMine: call({ method: 'GET', path: '/api/v1/ebooks/host', access: 'host', query: HostEbookListQuery, response: paged(EbookDto) }),
  /** The books the caller bought and may download ("Sách của tôi"), the latest bought first. */
  owned: call({ method: 'GET', path: '/api/v1/ebooks/owned', access: 'user', query: PageQuery, response: paged(EbookDto) }),
  list: call({ method: 'GET', path: '/api/v1/ebooks/list', access: 'public', query: EbookListQuery, response: paged(EbookDto) }),
  bySlug: call({ method: 'GET', path: '/api/v1/ebooks/slug/:slug', access: 'public', params: SlugParam, response: EbookDto }),
  get: call({ method: 'GET', path: '/api/v1/ebooks/:id', access: 'public', params: IdParam, response: EbookDto }),
  update: call({ method: 'PUT', path: '/api/v1/ebooks/:id', access: 'host', params: IdParam, body: UpdateEbookBody, response: EbookDto }),
  remove: call({ method: 'DELETE', path: '/api/v1/ebooks/:id', access: 'host', params: IdParam, response: OkResponse }),
  download: call({ method: 'GET', path: '/api/v1/ebooks/:id/download', access: 'user', params: IdParam, response: DownloadLinkDto }),
} as const;
