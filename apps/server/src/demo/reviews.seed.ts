import { and, asc, eq, lt } from 'drizzle-orm';
import { onlineCourses } from '../modules/catalogue/courses/courses.table.js';
import type { Courses } from '../modules/catalogue/index.js';
import { events, ticketTiers } from '../modules/catalogue/events/events.table.js';
import { createTicketTiersRepository } from '../modules/catalogue/index.js';
import { createOrdersRepository } from '../modules/commerce/orders/orders.repository.js';
import { orderCode } from '../modules/commerce/orders/orders.service.js';
import { createTicketIssueRepository } from '../modules/commerce/tickets/index.js';
import { createReviewsRepository } from '../modules/engagement/reviews/reviews.repository.js';
import type { UsersRepository } from '../modules/identity/index.js';
import type { Db } from '../platform/db/database.js';

const DAY = 86_400_000;

/** Three learners who came to the demo courses and to two past free events, and what they said. */
const REVIEWERS = [
  { email: 'hoc.vien.lan@demo.vn', fullName: 'Phạm Ngọc Lan', city: 'Hà Nội' },
  { email: 'hoc.vien.khoa@demo.vn', fullName: 'Đặng Minh Khoa', city: 'TP. Hồ Chí Minh' },
  { email: 'hoc.vien.thao@demo.vn', fullName: 'Lê Phương Thảo', city: 'Đà Nẵng' },
];
const COURSE_REVIEWS = [
  [5, 'Bài giảng ngắn gọn, ví dụ sát thực tế. Mình áp dụng được ngay cho dự án nhỏ của nhóm.'],
  [4, 'Nội dung chắc, phần bài tập rất hữu ích. Mong có thêm video cho chương cuối.'],
  [5, 'Giảng viên giải thích dễ hiểu, học buổi tối sau giờ làm vẫn theo kịp.'],
] as const;
const EVENT_REVIEWS = [
  [5, 'Buổi gặp ấm cúng, chia sẻ thật và nhiều câu hỏi hay.'],
  [4, 'Tổ chức gọn gàng, đúng giờ. Địa điểm hơi chật khi đông người.'],
] as const;
const REPLY = 'Cảm ơn bạn đã dành thời gian góp ý! Chương cuối sẽ có thêm video trong tháng tới.';

/**
 * Demo reviews, so ratings show on a first start: three learners enrolled in the demo host's courses
 * review them (the host replies to one), and attend two past free events (a free paid order and its
 * tickets, as a checkout would leave them) which they review too. The reviews are inserted as rows:
 * the events' reviewers hold tickets as the route asks, while the courses' learners are enrolled as a
 * gift like the demo buyer (the route would ask a paid line; the demo sells no course to them). The
 * `reviews` trigger keeps `review_totals` (averages, counts, histogram) as for any review.
 */
export async function seedReviews(deps: { db: Db; users: UsersRepository; courses: Courses; hostEmail: string; now?: Date }): Promise<void> {
  const { db } = deps;
  const now = deps.now ?? new Date();
  const host = await deps.users.findByEmail(deps.hostEmail);
  if (!host) return;
  const reviewRows = createReviewsRepository(db);
  const people = [];
  for (const person of REVIEWERS) people.push(await deps.users.create({ ...person, emailVerifiedAt: now, isFirstLogin: false }));

  const courses = await db
    .select({ id: onlineCourses.id, title: onlineCourses.title, slug: onlineCourses.slug })
    .from(onlineCourses)
    .where(and(eq(onlineCourses.hostId, host.id), eq(onlineCourses.status, 'PUBLISHED')))
    .orderBy(asc(onlineCourses.createdAt));
  for (const [c, course] of courses.entries()) {
    for (const [p, person] of people.entries()) {
      // Not everyone reviews everything: the second course gets two reviews, so averages differ.
      if (c % 2 === 1 && p === 2) continue;
      await deps.courses.learning.enrol(person.id, course.id, 'GIFT');
      const [stars, body] = COURSE_REVIEWS[(p + c) % COURSE_REVIEWS.length]!;
      const answered = c === 0 && stars === 4;
      await reviewRows.insert({
        subjectType: 'ONLINE_COURSE',
        subjectId: course.id,
        hostId: host.id,
        subjectTitle: course.title,
        subjectLink: `/courses/${course.slug}`,
        authorId: person.id,
        stars,
        body,
        createdAt: new Date(now.getTime() - (10 - p - c) * DAY),
        ...(answered ? { reply: REPLY, repliedAt: new Date(now.getTime() - (8 - p) * DAY) } : {}),
      });
    }
  }

  const past = await db
    .select({
      tier: ticketTiers,
      event: { id: events.id, hostId: events.hostId, slug: events.slug, title: events.title, startAt: events.startAt, endAt: events.endAt },
    })
    .from(ticketTiers)
    .innerJoin(events, eq(events.id, ticketTiers.eventId))
    .where(and(eq(events.status, 'PUBLISHED'), lt(events.endAt, now), eq(ticketTiers.price, 0)))
    .orderBy(asc(events.endAt))
    .limit(2);
  const orders = createOrdersRepository(db);
  const tiers = createTicketTiersRepository(db);
  for (const [e, { tier, event }] of past.entries()) {
    for (const [p, person] of people.entries()) {
      await db.transaction(async (tx) => {
        const paidAt = new Date((event.startAt ?? now).getTime() - 3 * DAY);
        const {
          order,
          items: [item],
        } = await orders.insertWithLines(
          { code: orderCode(), userId: person.id, status: 'PAID', subtotal: 0, total: 0, paidAt },
          [
            {
              userId: person.id,
              hostId: event.hostId,
              productType: 'TICKET_TIER',
              productId: tier.id,
              parentType: 'EVENT',
              parentId: event.id,
              eventId: event.id,
              title: event.title,
              subtitle: tier.name,
              link: `/events/${event.slug}`,
              unitPrice: 0,
              quantity: 1,
              total: 0,
              status: 'SUCCESS',
              startsAt: event.startAt,
              endsAt: event.endAt,
            },
          ],
          tx,
        );
        await tiers.sellDirect(tier.id, 1, tx);
        await createTicketIssueRepository(tx).issueFor({ orderItemId: item!.id, orderId: order.id, userId: person.id, productItemId: tier.id, quantity: 1 });
      });
      if (p === 2) continue;
      const [stars, body] = EVENT_REVIEWS[(p + e) % EVENT_REVIEWS.length]!;
      await reviewRows.insert({
        subjectType: 'EVENT',
        subjectId: event.id,
        hostId: event.hostId,
        subjectTitle: event.title,
        subjectLink: `/events/${event.slug}`,
        authorId: person.id,
        stars,
        body,
        createdAt: new Date(Math.min(now.getTime(), (event.endAt ?? now).getTime() + (p + 1) * 3_600_000)),
      });
    }
  }
}
