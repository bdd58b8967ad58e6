import { sql, type SQL } from 'drizzle-orm';

/** `%text%` for LIKE/ILIKE with the wildcards typed by a person taken literally. */
export function likeContaining(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** `text` contains `query`, ignoring case and Vietnamese accents (đ included: see immutable_unaccent); true without a query. */
export function foldedContains(text: SQL, query: string | undefined): SQL {
  if (!query) return sql`true`;
  return sql`immutable_unaccent(lower(${text})) like immutable_unaccent(lower(${likeContaining(query)}))`;
}

/**
 * A search over a folded column (immutable_unaccent(lower(...)), trigram-indexed): rows containing
 * the words, or with a word close to them (pg_trgm's `<%`, so "pyton" finds "python"); `rank` puts
 * containing rows first, then the closest.
 */
export function foldedSearch(folded: SQL, words: string): { where: SQL; rank: SQL<number> } {
  const contains = sql`${folded} like immutable_unaccent(lower(${likeContaining(words)}))`;
  const query = sql`immutable_unaccent(lower(${words}))`;
  return {
    where: sql`(${contains} or ${query} <% ${folded})`,
    rank: sql<number>`(${contains})::int + word_similarity(${query}, ${folded})`,
  };
}
