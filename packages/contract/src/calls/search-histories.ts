import { IdParam, OkResponse, PageQuery, paged } from '../schemas/common.js';
import { SearchHistoryBody, SearchHistoryDto } from '../schemas/mailing.js';
import { call } from './call.js';

export const searchHistoryCalls = {
  record: call({ method: 'POST', path: '/api/v1/search-histories', access: 'user', body: SearchHistoryBody, response: SearchHistoryDto, status: 201 }),
  listMine: call({ method: 'GET', path: '/api/v1/search-histories', access: 'user', query: PageQuery, response: paged(SearchHistoryDto) }),
  remove: call({ method: 'DELETE', path: '/api/v1/search-histories/:id', access: 'user', params: IdParam, response: OkResponse }),
} as const;
