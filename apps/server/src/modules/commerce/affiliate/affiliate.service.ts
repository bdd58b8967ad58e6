import type { AffiliateTrackingBody } from '@market/contract';
import type { Db } from '../../../platform/db/database.js';
import { createAffiliateRepository } from './affiliate.repository.js';

/**
 * Visits that arrived through an affiliate's link. Orders carry the code themselves (checkout's
 * `referrerCode`); the admin report puts both side by side.
 */
export function createAffiliateService(deps: { db: Db }) {
  const repo = createAffiliateRepository(deps.db);
  return {
    async track(body: AffiliateTrackingBody, context: { userId: string | null; userAgent: string | null }): Promise<void> {
      await repo.insertVisit({
        code: body.code,
        userId: context.userId,
        visitorId: body.visitorId ?? null,
        landingPath: body.landingPath ?? null,
        productType: body.productItemType ?? null,
        productId: body.productItemId ?? null,
        meta: context.userAgent ? { userAgent: context.userAgent.slice(0, 300) } : null,
      });
    },
  };
}
export type AffiliateService = ReturnType<typeof createAffiliateService>;
