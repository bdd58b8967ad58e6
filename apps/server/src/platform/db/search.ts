import { sql, type SQL } from 'drizzle-orm';

/** `%text%` for LIKE/ILIKE with the wildcards typed by a person taken literally. */
export function likeContaining(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The LIKE pattern finding `text` anywhere in a folded column (lower case, accents removed, see
 * immutable_unaccent). Plain ASCII is folded here (lower case is all unaccent would change), so the
 * pattern is a plain parameter a prepared plan compares as is; other text is folded by PostgreSQL.
 */
export function foldedPattern(text: string): SQL {
  // eslint-disable-next-line no-control-regex
  if (/^[\x00-\x7f]*$/.test(text)) return sql`${likeContaining(text.toLowerCase())}`;
  return sql`immutable_unaccent(lower(${likeContaining(text)}))`;
}

/** `text` contains `query`, ignoring case and Vietnamese accents (đ included: see immutable_unaccent); true without a query. */
export function foldedContains(text: SQL, query: string | undefined): SQL {
  if (!query) return sql`true`;
  return sql`immutable_unaccent(lower(${text})) like ${foldedPattern(query)}`;
}
