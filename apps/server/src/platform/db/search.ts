/** `%text%` for LIKE/ILIKE with the wildcards typed by a person taken literally. */
export function likeContaining(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
