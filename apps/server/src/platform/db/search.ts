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
