/**
 * Value lists a browser page needs before any schema has loaded (the events page's filters): plain
 * constants, no zod, so the page's first bundle stays small. enums.ts builds their zod enums from
 * these same lists.
 */
export const EVENT_FORMATS = ['ONLINE', 'OFFLINE'] as const;
export const DURATION_FILTERS = [
  'FROM_0_TO_30_MINUTES',
  'FROM_30_TO_60_MINUTES',
  'FROM_60_TO_90_MINUTES',
  'FROM_90_TO_120_MINUTES',
  'OVER_120_MINUTES',
] as const;
export const PRICE_FILTERS = ['free', 'paid'] as const;

/** An RFC 9562 id, as zod's `z.uuid()` accepts it (the nil and max ids included). */
export const UUID_PATTERN =
  /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;

/** What a person may save ("Đã lưu"): the catalogue's kinds of the same names (search kinds and product types). */
export const SAVED_ITEM_TYPES = ['EVENT', 'ONLINE_COURSE', 'E_BOOK', 'COMBO'] as const;
