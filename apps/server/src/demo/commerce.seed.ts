import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { events, ticketTiers } from '../modules/catalogue/events/events.table.js';
import { createTicketTiersRepository } from '../modules/catalogue/index.js';
import { createOrdersRepository } from '../modules/commerce/orders/orders.repository.js';
import { orderCode } from '../modules/commerce/orders/orders.service.js';
import { createPaymentsRepository } from '../modules/commerce/payments/payments.repository.js';
import { createTicketIssueRepository } from '../modules/commerce/tickets/index.js';
import { createDiscountsRepository, createVouchersRepository } from '../modules/commerce/vouchers/index.js';
import type { UsersRepository } from '../modules/identity/index.js';
import type { Db } from '../platform/db/database.js';

const DAY = 86_400_000;

/**
 * Demo commerce: a voucher anyone can try (CHAOBAN, 10% up to 100 000 ₫ on the demo host's events),
 * an early-bird discount on two tiers, and a paid order of two tickets for the demo buyer, so that
 * "my tickets" and the host's attendees have something to show on a first start. Written through
 * the repositories; only the choice of tiers still reads the catalogue's tables.
 */
export async function seedCommerce(deps: { db: Db; users: UsersRepository; buyerEmail: string; hostEmail: string }): Promise<void> {
  const host = await deps.users.findByEmail(deps.hostEmail);
  const buyer = await deps.users.findByEmail(deps.buyerEmail);
  if (!host || !buyer) return;
  const now = new Date();
  const voucherRows = createVouchersRepository(deps.db);
  const discountRows = createDiscountsRepository(deps.db);
  const orderRows = createOrdersRepository(deps.db);
  const paymentRows = createPaymentsRepository(deps.db);
  const tierStock = createTicketTiersRepository(deps.db);
  await deps.db.transaction(async (tx) => {
    await voucherRows.insert(
      {
        hostId: host.id,
        code: 'CHAOBAN',
        name: 'Chào bạn mới',
        description: 'Giảm 10% (tối đa 100.000 ₫) cho mọi sự kiện của Trần Minh Đức.',
        type: 'PERCENTAGE',
        value: 10,
        maxDiscount: 100_000,
        usage: 'SINGLE_USE',
        applicability: 'ALL',
        usageLimit: 1000,
        startAt: new Date(now.getTime() - DAY),
        endAt: new Date(now.getTime() + 365 * DAY),
      },
      tx,
    );
    const tiers = await tx
      .select({ tier: ticketTiers, event: { id: events.id, slug: events.slug, title: events.title, startAt: events.startAt, endAt: events.endAt } })
      .from(ticketTiers)
      .innerJoin(events, eq(events.id, ticketTiers.eventId))
      .where(
        and(
          eq(events.hostId, host.id),
          eq(events.status, 'PUBLISHED'),
          gt(events.startAt, now),
          gt(ticketTiers.price, 0),
          sql`${ticketTiers.capacity} - ${ticketTiers.sold} - ${ticketTiers.held} >= 5`,
        ),
      )
      .orderBy(asc(events.startAt), asc(ticketTiers.position));
    if (!tiers.length) return;

    const discounted = [...new Map(tiers.map((t) => [t.event.id, t])).values()].slice(1, 3);
    if (discounted.length) {
      const early = await discountRows.insert(
        {
          hostId: host.id,
          name: 'Ưu đãi đăng ký sớm',
          description: 'Giảm 15% khi đăng ký sớm.',
          type: 'PERCENTAGE',
          value: 15,
          startAt: new Date(now.getTime() - DAY),
          endAt: new Date(now.getTime() + 30 * DAY),
        },
        tx,
      );
      await discountRows.replaceProducts(
        early.id,
        discounted.map((t) => ({ productItemType: 'TICKET_TIER', productItemId: t.tier.id })),
        tx,
      );
    }

    const { tier, event } = tiers[0]!;
    const total = tier.price * 2;
    const {
      order,
      items: [item],
    } = await orderRows.insertWithLines(
      { code: orderCode(), userId: buyer.id, status: 'PAID', subtotal: total, total, provider: 'VNPAY', method: 'VNPAY', paidAt: now },
      [
        {
          userId: buyer.id,
          hostId: host.id,
          productType: 'TICKET_TIER',
          productId: tier.id,
          parentType: 'EVENT',
          parentId: event.id,
          eventId: event.id,
          title: event.title,
          subtitle: tier.name,
          link: `/events/${event.slug}`,
          unitPrice: tier.price,
          quantity: 2,
          total,
          status: 'SUCCESS',
          startsAt: event.startAt,
          endsAt: event.endAt,
        },
      ],
      tx,
    );
    await tierStock.sellDirect(tier.id, 2, tx);
    await paymentRows.insert(
      {
        orderId: order.id,
        provider: 'VNPAY',
        method: 'VNPAY',
        amount: total,
        status: 'SUCCESS',
        reference: `${order.code}-1`,
        providerTransactionId: '14422574',
        resultCode: '00',
        paidAt: now,
      },
      tx,
    );
    await createTicketIssueRepository(tx).issueFor({ orderItemId: item!.id, orderId: order.id, userId: buyer.id, productItemId: tier.id, quantity: 2 });
  });
}
