import { SearchQuery, SearchResultDto } from '../schemas/search.js';
import { call } from './call.js';

/** Not in the spec: one search over everything on sale and everyone who sells it (the header's box and `/search`). */
export const searchCalls = {
  search: call({ method: 'GET', path: '/api/v1/search', access: 'public', query: SearchQuery, response: SearchResultDto }),
} as const;
