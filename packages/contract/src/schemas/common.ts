import { z } from 'zod';
import { SortOrder } from '../enums.js';

/**
 * Validation messages in this package are catalogue codes; the server and the web turn them into
 * Vietnamese with `errorMessage(code)`, so a rule's wording lives in one place.
 */
export const MAX_PAGE_SIZE = 100;

export const PageQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(20),
  sort: SortOrder.schema.default('DESC'),
});
export type PageQuery = z.infer<typeof PageQuery>;

export const PageMeta = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
  /** True when more than `total` match: a search that counts no further (the products listing's words past 1,000 of a type). */
  totalAtLeast: z.boolean().optional(),
});
export type PageMeta = z.infer<typeof PageMeta>;

export function paged<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), meta: PageMeta });
}
export interface Paged<T> {
  data: T[];
  meta: PageMeta;
}

export const IdParam = z.object({ id: z.uuid() });
export type IdParam = z.infer<typeof IdParam>;

/** Query strings carry booleans as text. */
export const QueryBoolean = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

export const OkResponse = z.object({ success: z.literal(true) });

/** Vietnamese mobile numbers: 0, 84 or +84 followed by a 9-digit subscriber number; stored as 0xxxxxxxxx. */
export const Phone = z
  .string()
  .trim()
  .transform((v) => v.replace(/[\s.-]/g, ''))
  .pipe(z.string().regex(/^(?:\+?84|0)(?:3|5|7|8|9)\d{8}$/, 'INVALID_PHONE'))
  .transform((v) => v.replace(/^(?:\+?84)/, '0'));

export const Email = z.string().trim().toLowerCase().pipe(z.email('INVALID_EMAIL').max(254, 'INVALID_EMAIL'));

/** The password rule: 8 to 64 characters with a lower-case letter, an upper-case letter and a digit. */
export const PASSWORD_RULE = 'Ít nhất 8 ký tự, gồm chữ hoa, chữ thường và chữ số.';
export const Password = z
  .string('INVALID_PASSWORD_FORMAT')
  .min(8, 'INVALID_PASSWORD_FORMAT')
  .max(64, 'INVALID_PASSWORD_FORMAT')
  .regex(/[a-z]/, 'INVALID_PASSWORD_FORMAT')
  .regex(/[A-Z]/, 'INVALID_PASSWORD_FORMAT')
  .regex(/\d/, 'INVALID_PASSWORD_FORMAT');

export const FullName = z.string().trim().min(2, 'INVALID_NAME').max(100, 'INVALID_NAME');
