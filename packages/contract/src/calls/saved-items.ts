import { SavedItemLookupDto, SavedItemLookupQuery, SavedItemPage, SavedItemParams, SavedItemStatusDto, SavedItemsQuery } from '../schemas/saved-items.js';
import { call } from './call.js';

/** A person's saved events, courses, ebooks and combos ("Đã lưu", issue 37). */
export const savedItemCalls = {
  listMine: call({ method: 'GET', path: '/api/v1/saved-items', access: 'user', query: SavedItemsQuery, response: SavedItemPage }),
  lookup: call({ method: 'GET', path: '/api/v1/saved-items/lookup', access: 'user', query: SavedItemLookupQuery, response: SavedItemLookupDto }),
  save: call({ method: 'PUT', path: '/api/v1/saved-items/:type/:id', access: 'user', params: SavedItemParams, response: SavedItemStatusDto }),
  unsave: call({ method: 'DELETE', path: '/api/v1/saved-items/:type/:id', access: 'user', params: SavedItemParams, response: SavedItemStatusDto }),
} as const;
