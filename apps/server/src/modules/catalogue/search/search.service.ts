import { SEARCH_KINDS, type SearchHitDto, type SearchKind, type SearchResultDto } from '@market/contract';

/** What finds some kinds of things (the catalogue index finds every built-in kind in one read). */
export interface SearchSource {
  /** The kinds it finds, in the order their groups are shown. */
  readonly kinds: readonly SearchKind[];
  /** The best `limit` hits of each of `kinds` (some of its own), best first within a kind. */
  find(words: string, kinds: readonly SearchKind[], limit: number): Promise<SearchHitDto[]>;
}

/**
 * One search over every source, each kind answering its own group, in the contract's order of kinds
 * (whichever context's source finds it); kinds without hits are left out.
 */
export function createSearchService(
  sources: readonly SearchSource[],
  /** Which combos are sold to members only (keys `COMBO:id`), for the hits' badge: one statement a search. */
  memberOnly?: (refs: readonly { productItemType: string; productItemId: string }[]) => Promise<Set<string>>,
) {
  return {
    async search(query: { q: string; kinds?: SearchKind[] | undefined; limit: number }): Promise<SearchResultDto> {
      const asked = sources
        .map((source) => ({ source, kinds: source.kinds.filter((kind) => !query.kinds || query.kinds.includes(kind)) }))
        .filter(({ kinds }) => kinds.length > 0);
      const hits = (await Promise.all(asked.map(({ source, kinds }) => source.find(query.q, kinds, query.limit)))).flat();
      const combos = hits.filter((hit) => hit.kind === 'COMBO').map((hit) => ({ productItemType: 'COMBO', productItemId: hit.id }));
      const restricted = memberOnly && combos.length ? await memberOnly(combos) : new Set<string>();
      const found = hits.map((hit) => (hit.kind === 'COMBO' && restricted.has(`COMBO:${hit.id}`) ? { ...hit, memberOnly: true as const } : hit));
      const kinds = new Set(asked.flatMap((a) => a.kinds));
      const groups = SEARCH_KINDS.filter((kind) => kinds.has(kind))
        .map((kind) => ({ kind, hits: found.filter((hit) => hit.kind === kind) }))
        .filter((group) => group.hits.length > 0);
      return { q: query.q, groups };
    },
  };
}
export type SearchService = ReturnType<typeof createSearchService>;
