import type { CheckPurchasesBody, MyPaymentsBody, Paged, PaymentRecordDto, ProductItemType, PurchaseChecksDto } from '@market/contract';
import { pageMeta } from '../../../platform/http/pagination.js';

type ItemType = (typeof ProductItemType.values)[number];

/** Where payments and paid items are recorded. Orders and payments (the commerce issue) implement it. */
export interface PurchaseLedger {
  paymentsOf(userId: string, query: MyPaymentsBody): Promise<{ rows: PaymentRecordDto[]; total: number }>;
  /** The caller's paid items among these ids. */
  paidItems(userId: string, productItemIds: string[]): Promise<Map<string, { type: ItemType; orderId: string; purchasedAt: Date }>>;
}

/** The ledger before any order can be placed: nobody has paid for anything yet. */
export const emptyLedger: PurchaseLedger = {
  paymentsOf: async () => ({ rows: [], total: 0 }),
  paidItems: async () => new Map(),
};

/** A person's own payments, and which products they already own (to show "Đã mua" instead of "Mua"). */
export function createPurchasesService(deps: { ledger: PurchaseLedger }) {
  const { ledger } = deps;
  return {
    async myPayments(userId: string, query: MyPaymentsBody): Promise<Paged<PaymentRecordDto>> {
      const { rows, total } = await ledger.paymentsOf(userId, query);
      return { data: rows, meta: pageMeta(query, total) };
    },
    /** One answer per distinct id, in the order asked. */
    async check(userId: string, body: CheckPurchasesBody): Promise<PurchaseChecksDto> {
      const ids = [...new Set(body.productItemIds)];
      const paid = await ledger.paidItems(userId, ids);
      return {
        data: ids.map((productItemId) => {
          const item = paid.get(productItemId);
          return {
            productItemId,
            purchased: Boolean(item),
            type: item?.type ?? null,
            orderId: item?.orderId ?? null,
            purchasedAt: item?.purchasedAt.toISOString() ?? null,
          };
        }),
      };
    },
  };
}
export type PurchasesService = ReturnType<typeof createPurchasesService>;
