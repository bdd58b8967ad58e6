import { z } from 'zod';

/**
 * What one search looks through: each kind answers its own group of hits. A product type's kind may be
 * declared before the type is sold (reskill programmes): it answers nothing until a context registers a
 * source for it, and the web offers it only once sold (`searchableKinds`).
 */
export const SEARCH_KINDS = ['EVENT', 'CALENDAR', 'ONLINE_COURSE', 'E_BOOK', 'COMBO', 'HOST', 'POST', 'RESKILL_PRICE'] as const;
export const SearchKind = z.enum(SEARCH_KINDS);
export type SearchKind = z.infer<typeof SearchKind>;

export const SearchQuery = z.object({
  /** Words as typed (two characters at least): matched without case or Vietnamese accents, tolerating a typo. */
  q: z.string().trim().min(2, 'INVALID_INPUT_PARAMS').max(100, 'INVALID_INPUT_PARAMS'),
  /** Comma-separated kinds to look through (all when absent): `EVENT,HOST`. */
  kinds: z
    .string()
    .max(200)
    .optional()
    .transform((value, ctx) => {
      if (!value) return undefined;
      const kinds = [...new Set(value.split(',').map((kind) => kind.trim()))];
      const parsed = z.array(SearchKind).safeParse(kinds);
      if (!parsed.success) {
        ctx.addIssue({ code: 'custom', message: 'INVALID_INPUT_PARAMS' });
        return z.NEVER;
      }
      return parsed.data;
    }),
  /** Hits per kind. */
  limit: z.coerce.number().int().min(1, 'INVALID_INPUT_PARAMS').max(20, 'INVALID_INPUT_PARAMS').default(5),
});
export type SearchQuery = z.input<typeof SearchQuery>;

export const SearchHitDto = z.object({
  kind: SearchKind,
  id: z.uuid(),
  title: z.string(),
  /** The host's name, or for a host their headline. */
  subtitle: z.string().nullable(),
  image: z.string().nullable(),
  /** The web page of it: `/events/{slug}`, `/courses/{slug}`, `/hosts/{username}`... */
  link: z.string(),
  /** An event's start. */
  startsAt: z.string().nullable(),
  /** VND; null for a host or a post. */
  price: z.number().int().nullable(),
  /** A combo sold to the members of a membership plan only (it holds a member-only ticket tier). Absent: sold to anyone. */
  memberOnly: z.literal(true).optional(),
});
export type SearchHitDto = z.infer<typeof SearchHitDto>;

export const SearchGroupDto = z.object({ kind: SearchKind, hits: z.array(SearchHitDto) });
export const SearchResultDto = z.object({ q: z.string(), groups: z.array(SearchGroupDto) });
export type SearchResultDto = z.infer<typeof SearchResultDto>;
