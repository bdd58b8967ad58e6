import type { DbOrTx } from '../../../platform/db/database.js';
import type { ActiveDiscount } from '../vouchers/index.js';
import { discountPerUnit } from './pricing.js';

/**
 * A discount granted to one buyer rather than on a product (an approved layoff request's), contributed
 * by the context that grants it: pricing offers it on the lines of `productTypes` where it takes more
 * off than the host's own discount; checkout takes it with the order (`consume`, in the order's
 * transaction: false when another order took it first) and an order that ends unpaid gives it back.
 */
export interface BuyerDiscount {
  /** How a line's discount is named to the buyer ("Ưu đãi hỗ trợ người mất việc"). */
  name: string;
  productTypes: readonly string[];
  /** The buyer's usable grant at `at` (its id is kept on the lines it priced), or null. */
  find(userId: string, at: Date, tx: DbOrTx): Promise<{ id: string; percent: number } | null>;
  /** Which of these buyers hold a usable grant at `at`, in one read (a batch of renewals); else `find` is asked of each. */
  holders?(userIds: readonly string[], at: Date, tx: DbOrTx): Promise<ReadonlySet<string>>;
  consume(userId: string, orderId: string, tx: DbOrTx): Promise<boolean>;
  release(orderId: string, tx: DbOrTx): Promise<void>;
}

/** A buyer discount a quote applied, to be taken by the order made from it. */
export interface AppliedBuyerDiscount {
  source: BuyerDiscount;
  id: string;
}

interface Line {
  type: string;
  unitPrice: number;
  discount: ActiveDiscount | null;
}

/**
 * The lines' discounts with the buyer's own where it applies and takes more off a unit than the host's
 * (the first contributed grant the buyer holds for the lines' types), and which grant that was.
 */
export async function withBuyerDiscount<L extends Line>(
  sources: readonly BuyerDiscount[],
  lines: readonly L[],
  buyer: { userId: string; at: Date },
  tx: DbOrTx,
): Promise<{ discounts: (ActiveDiscount | null)[]; applied: AppliedBuyerDiscount | null }> {
  const discounts = lines.map((line) => line.discount);
  for (const source of sources) {
    if (!lines.some((line) => source.productTypes.includes(line.type))) continue;
    const grant = await source.find(buyer.userId, buyer.at, tx);
    if (!grant) continue;
    const own: ActiveDiscount = { id: grant.id, name: source.name, type: 'PERCENTAGE', value: grant.percent };
    let applied = false;
    lines.forEach((line, i) => {
      if (!source.productTypes.includes(line.type)) return;
      if (discountPerUnit(line.unitPrice, own) > discountPerUnit(line.unitPrice, line.discount)) {
        discounts[i] = own;
        applied = true;
      }
    });
    if (applied) return { discounts, applied: { source, id: grant.id } };
  }
  return { discounts, applied: null };
}

/** The buyers among `userIds` who hold a grant of a source that applies to `type` at `at` (their lines are priced one by one). */
export async function buyerDiscountHolders(
  sources: readonly BuyerDiscount[],
  type: string,
  userIds: readonly string[],
  at: Date,
  tx: DbOrTx,
): Promise<Set<string>> {
  const holders = new Set<string>();
  for (const source of sources) {
    if (!source.productTypes.includes(type)) continue;
    if (source.holders) for (const id of await source.holders(userIds, at, tx)) holders.add(id);
    else for (const id of userIds) if (!holders.has(id) && (await source.find(id, at, tx))) holders.add(id);
  }
  return holders;
}
