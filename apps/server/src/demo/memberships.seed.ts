import { randomUUID } from 'node:crypto';
import { CourseListQuery, MembershipBody, type MembershipDto } from '@market/contract';
import type { Courses } from '../modules/catalogue/index.js';
import { createOrdersRepository } from '../modules/commerce/orders/orders.repository.js';
import { orderCode } from '../modules/commerce/orders/orders.service.js';
import { createPaymentsRepository } from '../modules/commerce/payments/payments.repository.js';
import { hashPassword, type UsersRepository } from '../modules/identity/index.js';
import { periodEndAfter } from '../modules/memberships/plans/billing-period.js';
import type { PlansService, SubscriptionsService } from '../modules/memberships/index.js';
import type { Db } from '../platform/db/database.js';

/** The demo member: three months paid, the fourth renewing by link at the end of this one. */
export const DEMO_MEMBER = { email: 'hoivien@demo.vn', password: 'User@123456', fullName: 'Phạm Thu Hội' };

/**
 * Demo memberships: two plans with a monthly and a yearly price, the first also sold for life, each
 * including the demo host's published courses, so the pricing page and the admins' editor have
 * something to show. Written through the plans service (the same rules as the editor); only the
 * courses are the catalogue's published ones.
 */
export async function seedMemberships(deps: {
  db: Db;
  users: UsersRepository;
  courses: Courses;
  plans: PlansService;
  subscriptions?: SubscriptionsService;
  adminEmail: string;
}): Promise<void> {
  const admin = await deps.users.findByEmail(deps.adminEmail);
  if (!admin) return;
  // The published courses, oldest first (the demo host's two).
  const courses = (await deps.courses.reads.list(CourseListQuery.parse({ limit: 4, order: 'newest' }))).data.reverse();
  if (!courses.length) return;
  const included = (ids: { id: string }[]) => ids.map(({ id }) => ({ productItemType: 'ONLINE_COURSE' as const, productItemId: id }));

  const main = await deps.plans.create(
    admin.id,
    MembershipBody.parse({
      name: 'Học không giới hạn',
      description: 'Học mọi khoá học trong gói, tham gia buổi hỏi đáp hằng tháng với người hướng dẫn.',
      isDefault: true,
      isMain: true,
      parts: [
        { title: 'Mọi khoá học trong gói', description: 'Học bao nhiêu tuỳ thích, tiến độ được lưu trên mọi thiết bị.' },
        { title: 'Hỏi đáp hằng tháng', description: 'Một buổi trực tuyến mỗi tháng để hỏi trực tiếp người hướng dẫn.' },
        { title: 'Ưu đãi sự kiện', description: 'Mua được các hạng vé dành riêng cho hội viên.' },
      ],
      prices: [
        { amount: 199_000, period: { unit: 'MONTH', count: 1 } },
        { amount: 1_990_000, period: { unit: 'YEAR', count: 1 } },
        { amount: 4_990_000, period: null },
      ],
      products: included(courses),
    }),
  );
  await deps.plans.create(
    admin.id,
    MembershipBody.parse({
      name: 'Khởi đầu',
      description: 'Gói nhẹ nhàng cho người mới: khoá học nhập môn và cộng đồng học viên.',
      parts: [
        { title: 'Khoá học nhập môn', description: null },
        { title: 'Cộng đồng học viên', description: 'Nhóm thảo luận cùng các hội viên khác.' },
      ],
      prices: [
        { amount: 99_000, period: { unit: 'MONTH', count: 1 } },
        { amount: 990_000, period: { unit: 'YEAR', count: 1 } },
      ],
      products: included(courses.slice(0, 1)),
    }),
  );
  if (deps.subscriptions) await seedMember({ ...deps, subscriptions: deps.subscriptions, plan: main, sellerId: admin.id });
}

/**
 * A member with a renewal history: subscribed a little over two months ago to the main plan's monthly
 * price, each month an ordinary paid order (so "my payments" and the admins' reports show them), and
 * the subscription renewing at the end of the current month through the usual scheduler task.
 */
async function seedMember(deps: { db: Db; users: UsersRepository; subscriptions: SubscriptionsService; plan: MembershipDto; sellerId: string }) {
  const price = deps.plan.prices.find((p) => p.period?.unit === 'MONTH' && p.period.count === 1);
  if (!price) return;
  const member = await deps.users.create({
    email: DEMO_MEMBER.email,
    fullName: DEMO_MEMBER.fullName,
    passwordHash: await hashPassword(DEMO_MEMBER.password),
    emailVerifiedAt: new Date(),
    isFirstLogin: false,
    city: 'Đà Nẵng',
  });
  const anchor = new Date(Date.now() - 70 * 86_400_000);
  const orders = createOrdersRepository(deps.db);
  const payments = createPaymentsRepository(deps.db);
  const periods = [];
  for (let n = 1; n <= 3; n += 1) {
    const start = n === 1 ? anchor : periodEndAfter(anchor, { unit: 'MONTH', count: 1 }, n - 1);
    const end = periodEndAfter(anchor, { unit: 'MONTH', count: 1 }, n);
    const paidAt = new Date(start.getTime() + 60_000);
    const { order } = await orders.insertWithLines(
      {
        id: randomUUID(),
        code: orderCode(),
        userId: member.id,
        status: 'PAID',
        subtotal: price.amount,
        total: price.amount,
        provider: 'VNPAY',
        method: 'VNPAY',
        paidAt,
        createdAt: paidAt,
      },
      [
        {
          userId: member.id,
          hostId: deps.sellerId,
          productType: 'MEMBERSHIP_PRICE',
          productId: price.id,
          parentType: 'MEMBERSHIP',
          parentId: deps.plan.id,
          title: deps.plan.name,
          subtitle: 'Gói hội viên · tháng',
          link: '/memberships',
          unitPrice: price.amount,
          quantity: 1,
          total: price.amount,
          status: 'SUCCESS',
        },
      ],
    );
    await payments.insert({
      orderId: order.id,
      provider: 'VNPAY',
      method: 'VNPAY',
      amount: price.amount,
      status: 'SUCCESS',
      reference: `${order.code}-1`,
      providerTransactionId: `DEMO${n}`,
      resultCode: '00',
      paidAt,
    });
    periods.push({ start, end, amount: price.amount, paidAt, orderId: order.id, orderCode: order.code });
  }
  await deps.subscriptions.importMember({ userId: member.id, priceId: price.id, payProvider: 'VNPAY', periods });
}
