import { HostProductList, IdParam, PromotionOrderItemDto, PromotionOrderItemsQuery, paged, type ErrorCode } from '@market/contract';
import { route } from '../../../platform/http/route.js';

/**
 * The reads a voucher and a discount share, declared once: the products it names and the order
 * lines it lowered, both only for its own host (another host's id is not found).
 */
export function promotionReads(spec: { tags: string[]; ownOnly: string; notFound: ErrorCode }) {
  const { tags, ownOnly, notFound } = spec;
  return {
    products: (summary: string) => route({ access: 'host', tags, summary, description: ownOnly, params: IdParam, response: HostProductList, errors: [notFound] }),
    orderItems: (summary: string) =>
      route({
        access: 'host',
        tags,
        summary,
        description: ownOnly,
        params: IdParam,
        querystring: PromotionOrderItemsQuery,
        response: paged(PromotionOrderItemDto),
        errors: [notFound],
      }),
  };
}
