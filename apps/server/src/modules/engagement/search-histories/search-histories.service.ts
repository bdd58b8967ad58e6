import { SEARCH_HISTORY_LIMIT, type PageQuery, type Paged, type SearchHistoryDto } from '@market/contract';
import { AppError } from '../../../platform/http/errors.js';
import { pageMeta } from '../../../platform/http/pagination.js';
import type { SearchHistoriesRepository, SearchHistoryRow } from './search-histories.repository.js';

const toDto = (row: SearchHistoryRow): SearchHistoryDto => ({ id: row.id, keyword: row.keyword, createdAt: row.createdAt.toISOString() });

/** A person's own recent searches: newest first, no repeats, at most SEARCH_HISTORY_LIMIT. */
export function createSearchHistoriesService(deps: { repo: SearchHistoriesRepository }) {
  return {
    async record(userId: string, keyword: string): Promise<SearchHistoryDto> {
      return toDto(await deps.repo.record(userId, keyword.replace(/\s+/g, ' ').trim(), SEARCH_HISTORY_LIMIT));
    },
    async mine(userId: string, query: PageQuery): Promise<Paged<SearchHistoryDto>> {
      const { rows, total } = await deps.repo.list(userId, query);
      return { data: rows.map(toDto), meta: pageMeta(query, total) };
    },
    /** A terminated account's searches are erased with it. */
    forgetUser: async (userId: string): Promise<void> => deps.repo.removeAllOf(userId),
    /** Another person's entry is answered like a missing one. */
    async remove(userId: string, id: string): Promise<void> {
      if (!(await deps.repo.remove(userId, id))) throw new AppError('SEARCH_HISTORY_NOT_FOUND');
    },
  };
}
export type SearchHistoriesService = ReturnType<typeof createSearchHistoriesService>;
