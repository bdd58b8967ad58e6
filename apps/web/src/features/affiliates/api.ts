import type { ProductItemRef } from '@market/contract';
import * as calls from '../../lib/endpoints.generated';
import { callApi } from '../../lib/api';

/** `POST /api/v2/affiliate/tracking` (public). The contract has no schema for it yet. */
export interface AffiliateVisitBody {
  code: string;
  landingPath: string;
  productItemType?: ProductItemRef['productItemType'];
  productItemId?: string;
}

export const affiliatesApi = {
  /** Quiet: a lost tracking call must never bother the visitor. */
  track: (body: AffiliateVisitBody) => callApi(calls.affiliate.track, { body }, { toast: false, onUnauthorized: 'throw' }),
};
