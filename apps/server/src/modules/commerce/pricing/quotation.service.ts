import { withBuyerDiscount, type AppliedBuyerDiscount, type BuyerDiscount } from './buyer-discount.js';
import { errorMessage, type ErrorCode, type HostChip, type ProductItemLine, type ProductItemSummary, type QuotationDto } from '@market/contract';
import type { DbOrTx } from '../../../platform/db/database.js';
import { AppError } from '../../../platform/http/errors.js';
import type { ProductCatalog, ProductFacts } from '../products/products.js';
import { productKey } from '../products/products.js';
import { hostChips } from '../products/host-chips.js';
import { refKey } from '../vouchers/promotion.js';
import type { VoucherForCheckout } from '../vouchers/index.js';
import type { OwnedLines } from '../products/owned-lines.js';
import type { OffersRepository } from './offers.repository.js';
import { priceLines, voucherStateProblem, type PricedLine } from './pricing.js';

export interface QuotedLine {
  key: string;
  ref: ProductItemLine;
  facts: ProductFacts | null;
  discount: { id: string; name: string; type: string; value: number } | null;
  priced: PricedLine;
  problem: ErrorCode | null;
  /** Words more precise than the code's own (naming the items of a combo already owned), if any. */
  problemMessage?: string | null;
}

export interface Quote {
  lines: QuotedLine[];
  subtotal: number;
  discountTotal: number;
  voucherTotal: number;
  total: number;
  voucher: VoucherForCheckout | null;
  voucherCode: string | null;
  voucherProblem: ErrorCode | null;
  purchasable: boolean;
  /** The buyer's own discount some lines carry: the order made from this quote takes it. */
  buyerDiscount: AppliedBuyerDiscount | null;
  hostOf: (id: string) => HostChip;
}

/** The hosts' chips read with the lines' facts (ticket tiers bring theirs): not to be read again. */
export function hostsKnownIn(quote: Pick<PricedQuote, 'lines'>): Map<string, HostChip | null> {
  const known = new Map<string, HostChip | null>();
  for (const { facts } of quote.lines) if (facts?.host !== undefined) known.set(facts.hostId, facts.host);
  return known;
}

/** A quote without its hosts' chips: what checkout's transaction needs (chips its facts did not bring are read after its commit, one round trip less while it holds its place). */
export type PricedQuote = Omit<Quote, 'hostOf'>;

/** Same product asked twice is one line with the quantities added. */
export function mergeLines(lines: readonly ProductItemLine[]): ProductItemLine[] {
  const merged = new Map<string, ProductItemLine>();
  for (const line of lines) {
    const key = productKey(line.productItemType, line.productItemId);
    const seen = merged.get(key);
    merged.set(key, seen ? { ...seen, quantity: seen.quantity + line.quantity } : { ...line });
  }
  return [...merged.values()];
}

export function lineProblem(facts: ProductFacts | null, quantity: number): ErrorCode | null {
  if (!facts) return 'INVALID_PRODUCT_ITEM';
  if (facts.problem) return facts.problem;
  if (quantity > facts.maxPerOrder) return 'INVALID_PRODUCT_ITEM';
  if (facts.available !== null && quantity > facts.available) return 'TICKET_SOLDE_OUT';
  return null;
}

export function summaryOf(facts: ProductFacts, host: HostChip): ProductItemSummary {
  return {
    productItemType: facts.productItemType,
    productItemId: facts.productItemId,
    title: facts.title,
    subtitle: facts.subtitle,
    image: facts.image,
    link: facts.link,
    host,
    unitPrice: facts.unitPrice,
    available: facts.available,
    maxPerOrder: facts.maxPerOrder,
    startsAt: facts.startsAt?.toISOString() ?? null,
    endsAt: facts.endsAt?.toISOString() ?? null,
  };
}

/** Why lines cannot be bought, as one error naming each refused line (null: all can be bought). */
export function linesError(quote: Pick<Quote, 'lines'>): AppError | null {
  const bad = quote.lines.filter((l) => l.problem);
  if (!bad.length) return null;
  const details = bad.map((l) => ({ field: l.ref.productItemId, code: l.problem!, message: l.problemMessage ?? errorMessage(l.problem!) ?? l.problem! }));
  return new AppError(bad[0]!.problem!, bad.length === 1 ? details[0]!.message : details.map((d) => d.message).join(' '), details);
}

const problemDto = (code: ErrorCode | null, message?: string | null) => (code ? { code, message: message ?? errorMessage(code) ?? code } : null);

/**
 * Prices lines as checkout would: live product facts, the host discounts running now, and a voucher.
 * Checkout calls `quote` inside its transaction so what is charged is what was quoted.
 */
export function createQuotationService(deps: {
  products: ProductCatalog;
  offers: OffersRepository;
  ownedLines: OwnedLines;
  /** Discounts granted to a buyer (contributed; read when pricing). */
  buyerDiscounts?: () => readonly BuyerDiscount[];
}) {
  const { products, offers, ownedLines } = deps;

  type QuoteInput = {
    userId: string;
    lines: readonly ProductItemLine[];
    voucherCode?: string | undefined;
    now: Date;
    lockVoucher?: boolean;
    /** Priced for the flow of a type sold its own way (`ProductType.ownCheckout`: a subscription's period order). */
    ownCheckout?: boolean;
    /** A unit price agreed elsewhere, by product key (a plan change's prorated amount), instead of the item's own. */
    unitPrices?: ReadonlyMap<string, number>;
    /** The lines as any buyer gets them, without a discount granted to this one (a batch of renewals finds its holders apart). */
    withoutBuyerDiscount?: boolean;
  };

  async function price(input: QuoteInput, tx: DbOrTx): Promise<PricedQuote> {
    const lines = mergeLines(input.lines);
    // Types that read their discounts with their facts (ticket tiers) are not asked again: one statement less.
    const [facts, discounts] = await Promise.all([
      products.describe(tx, lines, input.now, { ownCheckout: input.ownCheckout }),
      offers.discountsFor(
        lines.filter((l) => !products.describesDiscounts(l.productItemType)),
        input.now,
        tx,
      ),
    ]);

    let voucher: VoucherForCheckout | null = null;
    let voucherProblem: ErrorCode | null = null;
    if (input.voucherCode) {
      voucher = await offers.voucherByCode(input.voucherCode, { lock: input.lockVoucher ?? false }, tx);
      if (!voucher) voucherProblem = 'VOUCHER_NOT_FOUND';
      else {
        const usedByUser = voucher.voucher.usage === 'SINGLE_USE' ? await offers.usesBy(voucher.voucher.id, input.userId, tx) : 0;
        voucherProblem = voucherStateProblem(
          { ...voucher.voucher, restrictedUserIds: voucher.restrictedUserIds },
          { userId: input.userId, now: input.now, usedByUser },
        );
      }
    }

    // Lasting access is bought once: a buyer who owns one (or one inside a combo) is told so, here and at checkout.
    const owned = await ownedLines(tx, input.userId, lines, input.now, facts);
    const hostQuoted = lines.map((ref) => {
      const key = productKey(ref.productItemType, ref.productItemId);
      const described = facts.get(key) ?? null;
      const agreed = input.unitPrices?.get(key);
      const fact = described && agreed !== undefined ? { ...described, unitPrice: agreed } : described;
      const refusal = fact ? owned.get(key) : undefined;
      const problem: ErrorCode | null = refusal?.code ?? lineProblem(fact, ref.quantity);
      const discount = fact ? (fact.discount !== undefined ? fact.discount : (discounts.get(key) ?? null)) : null;
      return { key, ref, facts: fact, discount, problem, problemMessage: refusal?.message ?? null };
    });
    // A discount granted to this buyer replaces the host's on the lines where it takes more off.
    const own = await withBuyerDiscount(
      input.withoutBuyerDiscount ? [] : (deps.buyerDiscounts?.() ?? []),
      hostQuoted.map((line) => ({ type: line.ref.productItemType, unitPrice: line.facts?.unitPrice ?? 0, discount: line.discount })),
      { userId: input.userId, at: input.now },
      tx,
    );
    const quoted = hostQuoted.map((line, i) => ({ ...line, discount: line.facts ? own.discounts[i]! : null }));
    const usable = voucher && !voucherProblem ? voucher : null;
    const priced = priceLines(
      quoted.map((line) => ({
        key: line.key,
        hostId: line.facts?.hostId ?? '',
        unitPrice: line.facts?.unitPrice ?? 0,
        quantity: line.ref.quantity,
        discount: line.discount,
      })),
      usable
        ? {
            hostId: usable.voucher.hostId,
            type: usable.voucher.type,
            value: usable.voucher.value,
            maxDiscount: usable.voucher.maxDiscount,
            minOrderAmount: usable.voucher.minOrderAmount,
            applicability: usable.voucher.applicability,
            productKeys: usable.products.length ? new Set(usable.products.map(refKey)) : null,
          }
        : null,
    );
    voucherProblem ??= priced.voucherProblem;
    return {
      lines: quoted.map((line, i) => ({ ...line, priced: priced.lines[i]! })),
      subtotal: priced.subtotal,
      discountTotal: priced.discountTotal,
      voucherTotal: voucherProblem ? 0 : priced.voucherTotal,
      total: priced.total,
      voucher: voucherProblem ? null : voucher,
      voucherCode: input.voucherCode ?? null,
      voucherProblem,
      purchasable: quoted.length > 0 && quoted.every((l) => !l.problem),
      buyerDiscount: own.applied,
    };
  }

  async function quote(input: QuoteInput, tx: DbOrTx): Promise<Quote> {
    const priced = await price(input, tx);
    const hostOf = await hostChips(
      priced.lines.flatMap((l) => (l.facts ? [l.facts.hostId] : [])),
      tx,
      hostsKnownIn(priced),
    );
    return { ...priced, hostOf };
  }

  function toDto(q: Quote): QuotationDto {
    return {
      lines: q.lines.map((line) => ({
        product: line.facts
          ? summaryOf(line.facts, q.hostOf(line.facts.hostId))
          : {
              ...line.ref,
              title: 'Sản phẩm không còn tồn tại',
              subtitle: null,
              image: null,
              link: null,
              host: { id: line.ref.productItemId, fullName: '', username: null, avatar: null },
              unitPrice: 0,
              available: 0,
              maxPerOrder: 0,
              startsAt: null,
              endsAt: null,
            },
        quantity: line.ref.quantity,
        subtotal: line.priced.subtotal,
        discountAmount: line.priced.discountAmount,
        voucherAmount: line.priced.voucherAmount,
        total: line.priced.total,
        discount: line.discount,
        problem: problemDto(line.problem, line.problemMessage),
      })),
      subtotal: q.subtotal,
      discountTotal: q.discountTotal,
      voucherTotal: q.voucherTotal,
      total: q.total,
      currency: 'VND',
      voucher: q.voucher
        ? { code: q.voucher.voucher.code, name: q.voucher.voucher.name, type: q.voucher.voucher.type, value: q.voucher.voucher.value, amount: q.voucherTotal }
        : null,
      voucherProblem: problemDto(q.voucherProblem),
      purchasable: q.purchasable,
    };
  }

  return { price, quote, toDto };
}
export type QuotationService = ReturnType<typeof createQuotationService>;
