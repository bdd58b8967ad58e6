import { z } from 'zod';
import { ProductItemType } from '../enums.js';

/** An affiliate's code as it arrives in `?ref=`: 1–64 letters, digits, "_" or "-". */
export const AffiliateCode = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, 'INVALID_AFFILIATE_CODE');

/** A visit that arrived through an affiliate's link (POST /api/v2/affiliate/tracking, public). */
export const AffiliateTrackingBody = z.object({
  code: AffiliateCode,
  /** The page the visitor landed on, a path of this site. */
  landingPath: z.string().trim().max(500, 'INVALID_INPUT_PARAMS').regex(/^\//, 'INVALID_INPUT_PARAMS').optional(),
  productItemType: ProductItemType.schema.optional(),
  productItemId: z.uuid().optional(),
  /** An anonymous id the client keeps per browser, so visits can be told apart without an account. */
  visitorId: z.string().trim().min(1).max(100).optional(),
});
export type AffiliateTrackingBody = z.infer<typeof AffiliateTrackingBody>;
