import type { SearchHitDto, SearchKind, SearchResultDto } from '@market/contract';

/** One kind of thing people can find: its own query over its own table, best hits first. */
export interface SearchSource {
  readonly kind: SearchKind;
  find(words: string, limit: number): Promise<SearchHitDto[]>;
}

/**
 * One search over every source (events, courses, ebooks, hosts, and the kinds added later), each
 * kind answering its own group, in the order the sources were given; kinds without hits are left out.
 */
export function createSearchService(sources: readonly SearchSource[]) {
  return {
    async search(query: { q: string; kinds?: SearchKind[] | undefined; limit: number }): Promise<SearchResultDto> {
      const wanted = sources.filter((source) => !query.kinds || query.kinds.includes(source.kind));
      const groups = await Promise.all(wanted.map(async (source) => ({ kind: source.kind, hits: await source.find(query.q, query.limit) })));
      return { q: query.q, groups: groups.filter((group) => group.hits.length > 0) };
    },
  };
}
export type SearchService = ReturnType<typeof createSearchService>;
