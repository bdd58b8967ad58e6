import { z } from 'zod';
import { SAVED_ITEM_TYPES, UUID_PATTERN } from '../enum-values.js';
import { PageQuery, paged } from './common.js';

/** What a person may save: events, courses, ebooks and combos, named as the catalogue names them. */
export const SavedItemType = z.enum(SAVED_ITEM_TYPES);
export type SavedItemType = z.infer<typeof SavedItemType>;

/** One thing, by type and id: `PUT` / `DELETE /api/v1/saved-items/{type}/{id}`. */
export const SavedItemParams = z.object({ type: SavedItemType, id: z.uuid() });
export type SavedItemParams = z.infer<typeof SavedItemParams>;

/** Whether the caller keeps it saved, after a save or an unsave (both may be repeated). */
export const SavedItemStatusDto = z.object({ type: SavedItemType, id: z.uuid(), saved: z.boolean() });
export type SavedItemStatusDto = z.infer<typeof SavedItemStatusDto>;

/** My saved things, newest saved first (`sort=ASC`: oldest first), of one type or all. */
export const SavedItemsQuery = PageQuery.extend({ type: SavedItemType.optional() });
export type SavedItemsQuery = z.infer<typeof SavedItemsQuery>;

/** A saved thing as a card: only what is still public is listed (an unpublished one drops out until it is back). */
export const SavedItemDto = z.object({
  type: SavedItemType,
  id: z.uuid(),
  title: z.string(),
  /** A course's subtitle, or what the catalogue says under the title. */
  subtitle: z.string().nullable(),
  hostName: z.string().nullable(),
  image: z.string().nullable(),
  /** The web page of it: `/events/{slug}`, `/courses/{slug}`, `/ebooks/{slug}`, `/combos/{slug}`. */
  link: z.string(),
  /** VND (an event's lowest tier). */
  price: z.number().int().nullable(),
  /** An event's start. */
  startsAt: z.string().nullable(),
  savedAt: z.string(),
});
export type SavedItemDto = z.infer<typeof SavedItemDto>;
export const SavedItemPage = paged(SavedItemDto);
export type SavedItemPage = z.infer<typeof SavedItemPage>;

/** At most a page of cards at once. */
export const SAVED_LOOKUP_MAX = 100;

/** Which of these ids of one type the caller saved (a page of cards asks once): `ids` comma-separated. */
export const SavedItemLookupQuery = z.object({
  type: SavedItemType,
  ids: z
    .string()
    .max(SAVED_LOOKUP_MAX * 37)
    .transform((value, ctx) => {
      const ids = [
        ...new Set(
          value
            .split(',')
            .map((id) => id.trim())
            .filter(Boolean),
        ),
      ];
      if (ids.length > SAVED_LOOKUP_MAX || ids.some((id) => !UUID_PATTERN.test(id))) {
        ctx.addIssue({ code: 'custom', message: 'INVALID_INPUT_PARAMS' });
        return z.NEVER;
      }
      return ids;
    }),
});
export type SavedItemLookupQuery = z.input<typeof SavedItemLookupQuery>;

export const SavedItemLookupDto = z.object({ type: SavedItemType, ids: z.array(z.uuid()) });
export type SavedItemLookupDto = z.infer<typeof SavedItemLookupDto>;
