import type { KeywordBody, KeywordDto, KeywordListQuery, KeywordUploadResult, ModerationTestResult, Paged, UpdateKeywordBody } from '@market/contract';
import { isUniqueViolation } from '../../../platform/db/constraints.js';
import type { Actor } from '../../../platform/http/access.js';
import { AppError } from '../../../platform/http/errors.js';
import { pageMeta } from '../../../platform/http/pagination.js';
import { sortKeywordLines, uploadResult, type ListedKeyword } from './keyword-list.js';
import { createKeywordMatcher, keywordKey, type KeywordMatcher } from './keyword-matcher.js';
import type { KeywordsRepository } from './keywords.repository.js';
import type { KeywordRow } from './keywords.table.js';

const toDto = (row: KeywordRow): KeywordDto => ({
  id: row.id,
  keyword: row.keyword,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/**
 * The moderators' keyword list and the matcher built from it. The matcher is kept in memory and
 * rebuilt after a write of this process; other processes rebuild theirs within MATCHER_SECONDS.
 */
export function createKeywordsService(deps: { repo: KeywordsRepository; matcherSeconds?: number }) {
  const { repo } = deps;
  const maxAgeMs = (deps.matcherSeconds ?? 60) * 1000;
  let cached: { matcher: Promise<KeywordMatcher>; at: number } | null = null;

  const matcher = (): Promise<KeywordMatcher> => {
    if (!cached || Date.now() - cached.at > maxAgeMs) {
      const built = repo.listAllKeywords().then(createKeywordMatcher);
      cached = { matcher: built, at: Date.now() };
      built.catch(() => (cached = null));
    }
    return cached.matcher;
  };
  const changed = () => (cached = null);

  async function saved<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError('KEYWORD_ALREADY_EXISTS');
      throw error;
    } finally {
      changed();
    }
  }

  return {
    matcher,

    async list(query: KeywordListQuery): Promise<Paged<KeywordDto>> {
      const { rows, total } = await repo.list(query);
      return { data: rows.map(toDto), meta: pageMeta(query, total) };
    },

    async create(admin: Actor, body: KeywordBody): Promise<KeywordDto> {
      return toDto(await saved(() => repo.insert({ keyword: body.keyword, folded: keywordKey(body.keyword), createdBy: admin.id })));
    },

    /** Adds a list's new keywords at once; duplicates (in the list or the file) and unusable lines are counted, not added. */
    async upload(admin: Actor, lines: readonly ListedKeyword[]): Promise<KeywordUploadResult> {
      const sorted = sortKeywordLines(lines);
      const values = [...sorted.candidates].map(([folded, line]) => ({ keyword: line.text, folded, createdBy: admin.id }));
      const inserted = await saved(() => repo.insertMissing(values));
      return uploadResult(lines, sorted, inserted);
    },

    async update(body: UpdateKeywordBody): Promise<KeywordDto> {
      const row = await saved(() => repo.update(body.id, { keyword: body.keyword, folded: keywordKey(body.keyword) }));
      if (!row) throw new AppError('KEYWORD_NOT_FOUND');
      return toDto(row);
    },

    async remove(id: string): Promise<void> {
      if (!(await saved(() => repo.remove(id)))) throw new AppError('KEYWORD_NOT_FOUND');
    },

    /** Which keywords a text holds, where (with and without diacritics, whole words only). */
    async test(text: string): Promise<ModerationTestResult> {
      const matches = (await matcher()).find(text);
      return { flagged: matches.length > 0, matches };
    },
  };
}
export type KeywordsService = ReturnType<typeof createKeywordsService>;
