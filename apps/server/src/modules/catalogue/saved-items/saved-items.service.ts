import type { SavedItemDto, SavedItemLookupDto, SavedItemPage, SavedItemsQuery, SavedItemStatusDto, SavedItemType } from '@market/contract';
import type { Db } from '../../../platform/db/database.js';
import { AppError } from '../../../platform/http/errors.js';
import { pageMeta } from '../../../platform/http/pagination.js';
import type { SavedItemsRepository } from './saved-items.repository.js';

/** The catalogue's not-found of each kind: saving what is not public answers as its own page would. */
const NOT_FOUND = { EVENT: 'EVENT_NOT_FOUND', ONLINE_COURSE: 'COURSE_NOT_FOUND', E_BOOK: 'EBOOK_NOT_FOUND', COMBO: 'COMBO_NOT_FOUND' } as const;

type CardRow = Awaited<ReturnType<SavedItemsRepository['list']>>['rows'][number];
const toDto = (row: CardRow): SavedItemDto => ({ ...row, startsAt: row.startsAt?.toISOString() ?? null, savedAt: row.savedAt.toISOString() });

/** A person's saved events, courses, ebooks and combos: only their own, only what is public. */
export function createSavedItemsService(deps: { db: Db; repo: SavedItemsRepository }) {
  const { repo } = deps;
  return {
    /** Saves it (again: nothing changes); what does not exist or is not public answers its kind's not-found. */
    async save(userId: string, type: SavedItemType, id: string): Promise<SavedItemStatusDto> {
      if (!(await repo.isPublic(type, id))) throw new AppError(NOT_FOUND[type]);
      await repo.insert(userId, type, id);
      return { type, id, saved: true };
    },
    /** Unsaves it, whatever became of it (again: nothing changes). */
    async unsave(userId: string, type: SavedItemType, id: string): Promise<SavedItemStatusDto> {
      await repo.remove(userId, type, id);
      return { type, id, saved: false };
    },
    async listMine(userId: string, query: SavedItemsQuery): Promise<SavedItemPage> {
      const { rows, total } = await repo.list(userId, query);
      return { data: rows.map(toDto), meta: pageMeta(query, total) };
    },
    async lookup(userId: string, type: SavedItemType, ids: readonly string[]): Promise<SavedItemLookupDto> {
      return { type, ids: await repo.savedAmong(userId, type, ids) };
    },
    forgetUser: (userId: string) => repo.removeAllOf(userId),
  };
}
export type SavedItemsService = ReturnType<typeof createSavedItemsService>;
