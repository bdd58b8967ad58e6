import type { SearchHitDto, SearchKind } from '@market/contract';
import { SEARCHED_KINDS } from '../catalogue-index.repository.js';
import type { CatalogueChangesRepository } from './catalogue-changes.repository.js';
import { followChanges, type ChangeFeed } from './follow-changes.js';
import { loadSearchedEntries, type SearchEntriesRepository } from './search-entries.repository.js';
import { createSearchStore, type SearchRow, type SearchStore } from './search-store.js';
import { eventPage, LISTED_WORD, rankEvents } from './event-words.js';
import { staleSince } from './search-entries.repository.js';
import { foldsNothing } from './text-fold.js';

/** Entries changed since the load past this share (at least MIN_CHANGED) are checked one by one by every search: load again. */
const CHANGED_SHARE = 0.05;
const MIN_CHANGED = 5_000;
const SEARCHED = new Set<string>(SEARCHED_KINDS);
const KNOWN_MS = 60_000;
const KNOWN_MAX = 20_000;
const SHOWN_MAX = 5_000;

/**
 * The search box's entries kept in this process (mirror-store.ts does so for the listing): which entries a question finds,
 * and in what places, is answered here as catalogue_search (migrations 0034, 0039) answers it; PostgreSQL gives the hits'
 * columns, and corrects the words this process does not know as typed (catalogue_known_words, pg_trgm's similarity).
 *
 * Freshness: kept current from the change log as the listing's mirror is (mirror.ts; the searched kinds are logged since
 * 0055). The statement reading the hits also tells whether the log holds a change not applied yet: then the log is read and
 * the question answered again, so that an answer never misses a write committed before it was asked (a write of this
 * process, or one made by hand in a test). Until the first load, or past CATALOGUE_MIRROR_MAX_ENTRIES, PostgreSQL answers.
 */
export function createSearchMirror(deps: {
  databaseUrl: string;
  changes: CatalogueChangesRepository;
  entries: SearchEntriesRepository;
  log: { info(obj: unknown, msg: string): void; warn(obj: unknown, msg: string): void };
  /** The process's LISTEN on the change log (absent: only `refresh` and the searches read the log). */
  feed?: ChangeFeed | undefined;
  /** More searched entries than this: not loaded, PostgreSQL answers. */
  maxEntries?: number | undefined;
}) {
  const { changes, entries, log } = deps;
  let fold = foldsNothing;

  const follower = followChanges<SearchRow, SearchStore>({
    name: 'catalogue search mirror',
    changes,
    kinds: SEARCHED,
    log,
    feed: deps.feed,
    entries: (keys) => entries.entries(keys),
    bound: (store) => Math.max(MIN_CHANGED, Math.round(store.size * CHANGED_SHARE)),
    changed: () => changed(),
    async load() {
      const started = Date.now();
      const searched = await entries.searchedCount();
      if (deps.maxEntries !== undefined && searched > deps.maxEntries) {
        log.warn(
          { searched, max: deps.maxEntries },
          'catalogue search mirror: more entries than CATALOGUE_MIRROR_MAX_ENTRIES; the search box reads PostgreSQL',
        );
        return undefined;
      }
      const next = createSearchStore();
      const place = await loadSearchedEntries(deps.databaseUrl, (rows) => next.add(rows));
      fold = await changes.textFold();
      next.seal();
      rankEvents(next.base);
      log.info({ entries: next.size, ms: Date.now() - started, bytes: next.bytes }, 'catalogue search mirror: loaded');
      return { store: next, place };
    },
  });

  /**
   * Words corrected by PostgreSQL (catalogue_known_word; keyed by the word, and "*" when typed last), kept until the entries
   * change (a new word may be closer) or KNOWN_MS pass (the nightly reconciliation forgets words no entry uses).
   */
  let known = new Map<string, string>();
  /** The columns of the hits shown lately (key `kind:id`), as PostgreSQL gave them, until the entries change. */
  let shown = new Map<string, SearchHitDto>();
  let knownSince = Date.now();
  let generation = 0;
  const changed = () => {
    generation++;
    known = new Map();
    shown = new Map();
    knownSince = Date.now();
  };

  /** The words as catalogue_known_words reads them: folded here if it can (text-fold.ts), each corrected by PostgreSQL unless known as typed. */
  async function wordsOf(s: SearchStore, q: string): Promise<string[]> {
    const folded = fold(q);
    if (folded === undefined) return entries.knownWords(q);
    if (Date.now() - knownSince > KNOWN_MS || known.size > KNOWN_MAX) changed();
    const typed = folded
      .split(/[^a-z0-9]+/)
      .filter(Boolean)
      .map((word, i, all) => ({ word, last: i === all.length - 1, key: i === all.length - 1 ? `${word}*` : word }));
    const unknown = typed.filter(({ word, last }) => !s.knows(word, last));
    const asked = unknown.filter(({ key }) => !known.has(key));
    const answered = new Map(unknown.filter(({ key }) => known.has(key)).map(({ key }) => [key, known.get(key)!]));
    if (asked.length) {
      const since = generation;
      const corrected = await entries.knownWord(asked);
      asked.forEach(({ key }, i) => {
        answered.set(key, corrected[i]!);
        if (since === generation) known.set(key, corrected[i]!);
      });
    }
    return typed.map(({ word, key }) => answered.get(key) ?? word);
  }

  return {
    start: follower.start,
    close: follower.close,
    /** Reads the log now (tests). */
    refresh: follower.refresh,
    /** Loads every entry again now (tests: entries written by hand in the index itself rather than kept apart as changes). */
    reload: follower.reload,
    get ready() {
      return follower.store !== undefined;
    },
    /**
     * A page of the public event list filtered by words only (event-words.ts), or undefined: ask PostgreSQL (not loaded, or
     * words it does not fold alike, or not only letters and digits). `stale`, read in the statement reading the page's
     * events, tells whether the mirror missed changes committed before it: then `refresh` and ask again.
     */
    eventPage(q: string, window: { sort: 'ASC' | 'DESC'; offset: number; limit: number }) {
      const s = follower.store;
      if (!s) return undefined;
      const folded = fold(q);
      if (folded === undefined) return undefined;
      // As titleMatches splits them (at most eight words), folded as PostgreSQL would (text-fold.ts).
      const needles = folded.split(/\s+/).filter(Boolean).slice(0, 8);
      if (!needles.length || !needles.every((needle) => LISTED_WORD.test(needle))) return undefined;
      const stale = staleSince(follower.place, follower.applied());
      return { ...eventPage(s, needles, window), stale };
    },
    /** The search box's hits from this process, or undefined: ask PostgreSQL (not loaded). */
    async search(q: string, kinds: readonly SearchKind[], limit: number): Promise<SearchHitDto[] | undefined> {
      for (let attempt = 0; ; attempt++) {
        const s = follower.store;
        if (!s) return undefined;
        const at = follower.place;
        const seen = follower.applied();
        const words = await wordsOf(s, q);
        if (!words.length) return [];
        // Events from now on, then those over (catalogue_search's p_now: the statement's time); every other kind from its beginning.
        const now = Date.now() / 1000;
        const places = s.find(kinds, words, limit, (kind) => (kind === 'EVENT' ? now : -Infinity));
        const since = generation;
        const missing = places.filter((p) => !shown.has(`${p.kind}:${p.id}`));
        const { stale, hits } = await entries.hits(missing, at, seen);
        if (stale && attempt === 0) {
          await follower.refresh();
          continue;
        }
        const read = new Map(hits.map((hit) => [`${hit.kind}:${hit.id}`, hit]));
        if (since === generation) {
          for (const [key, hit] of read) shown.set(key, hit);
          for (const key of shown.keys()) {
            if (shown.size <= SHOWN_MAX) break;
            shown.delete(key);
          }
        }
        // The search service groups the hits by kind: each kind's in their places (an entry gone since is left out).
        return places.flatMap((p) => read.get(`${p.kind}:${p.id}`) ?? shown.get(`${p.kind}:${p.id}`) ?? []);
      }
    },
  };
}
export type SearchMirror = ReturnType<typeof createSearchMirror>;
