import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAdmin, signUpVerified } from '../../../../test/support/accounts.js';
import type { ApiClient, Session } from '../../../../test/support/client.js';
import { startTestServer, type TestServer } from '../../../../test/support/server.js';
import { publishedCourse, courseLine } from '../../catalogue/courses/courses.testing.js';
import { eventOnSale, manyBuyers, paidOrder, tierLine } from '../../commerce/commerce.testing.js';
import { expectError } from '../../identity/auth/auth.testing.js';
import { signUpHost } from '../../identity/profiles/profiles.testing.js';

const course = (id: string) => ({ subjectType: 'ONLINE_COURSE', subjectId: id });
const query = (subject: { subjectType: string; subjectId: string }, extra = '') => `subjectType=${subject.subjectType}&subjectId=${subject.subjectId}${extra}`;

describe('reviews and ratings', () => {
  let server: TestServer;
  let admin: Session;
  let host: Session;
  let otherHost: Session;
  let buyer: Session;
  let stranger: Session;
  let courseId: string;
  let reviewId: string;

  const summary = async (subject: { subjectType: string; subjectId: string }) => (await server.anonymous.get(`/api/v1/reviews/summary?${query(subject)}`)).body;
  const list = async (subject: { subjectType: string; subjectId: string }, extra = '') =>
    (await server.anonymous.get(`/api/v1/reviews?${query(subject, extra)}`)).body;

  beforeAll(async () => {
    server = await startTestServer();
    [admin, host, otherHost, buyer, stranger] = await Promise.all([
      loginAdmin(server),
      signUpHost(server, 'Trần Quang Vinh'),
      signUpHost(server, 'Ngô Thị Hoa'),
      signUpVerified(server, { fullName: 'Lâm Gia Bảo' }),
      signUpVerified(server, { fullName: 'Đỗ Khánh Linh' }),
    ]);
    courseId = (await publishedCourse(server, host, admin, { price: 300_000 })).course.id;
    await paidOrder(server, buyer, { items: [courseLine(courseId)] });
  });
  afterAll(() => server.close());

  it('lets a buyer review once; a second review is a conflict', async () => {
    const made = await buyer.client.post('/api/v1/reviews', { ...course(courseId), stars: 4, body: 'Giảng dễ hiểu, ví dụ sát thực tế.' });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body).toMatchObject({ stars: 4, author: { id: buyer.user.id, fullName: 'Lâm Gia Bảo' }, reply: null, hidden: false });
    reviewId = made.body.id;
    expectError(await buyer.client.post('/api/v1/reviews', { ...course(courseId), stars: 5 }), 'REVIEW_ALREADY_EXISTS');
    expect(await summary(course(courseId))).toMatchObject({ average: 4, count: 1, histogram: [0, 0, 0, 1, 0], audience: 1 });
    const mine = await buyer.client.get(`/api/v1/reviews/mine?${query(course(courseId))}`);
    expect(mine.body).toMatchObject({ review: { id: reviewId }, canReview: false, isHost: false });
  });

  it('refuses anonymous callers, people who did not buy, and the host reviewing their own course', async () => {
    expectError(await server.anonymous.post('/api/v1/reviews', { ...course(courseId), stars: 5 }), 'UNAUTHORIZED');
    expectError(await stranger.client.post('/api/v1/reviews', { ...course(courseId), stars: 1, body: 'Chưa học nhưng chê.' }), 'REVIEW_NOT_ALLOWED');
    expectError(await host.client.post('/api/v1/reviews', { ...course(courseId), stars: 5 }), 'REVIEW_NOT_ALLOWED');
    expect((await stranger.client.get(`/api/v1/reviews/mine?${query(course(courseId))}`)).body).toMatchObject({ review: null, canReview: false });
    const six = await buyer.client.post('/api/v1/reviews', { ...course(courseId), stars: 6 });
    expect([six.status, six.body.message]).toEqual([400, [{ code: 'INVALID_REVIEW_STARS', field: 'stars', message: 'Vui lòng chọn từ 1 đến 5 sao.' }]]);
    expectError(await buyer.client.post('/api/v1/reviews', { ...course('00000000-0000-4000-8000-000000000000'), stars: 3 }), 'REVIEW_SUBJECT_NOT_FOUND');
    expect((await summary(course(courseId))).count).toBe(1);
  });

  it('lets only the author edit or delete their review', async () => {
    expectError(await stranger.client.patch(`/api/v1/reviews/${reviewId}`, { stars: 1 }), 'INSUFFICIENT_PRIVILEGES');
    expectError(await stranger.client.delete(`/api/v1/reviews/${reviewId}`), 'INSUFFICIENT_PRIVILEGES');
    expectError(await server.anonymous.patch(`/api/v1/reviews/${reviewId}`, { stars: 1 }), 'UNAUTHORIZED');
    const edited = await buyer.client.patch(`/api/v1/reviews/${reviewId}`, { stars: 5, body: 'Sau khi học xong: rất đáng tiền.' });
    expect(edited.body).toMatchObject({ stars: 5, body: 'Sau khi học xong: rất đáng tiền.' });
    expect(await summary(course(courseId))).toMatchObject({ average: 5, count: 1, histogram: [0, 0, 0, 0, 1] });
  });

  it('refuses a review holding a moderation keyword', async () => {
    const added = await admin.client.post('/api/v1/content-moderation/keywords', { keyword: 'cá độ' });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expectError(await buyer.client.patch(`/api/v1/reviews/${reviewId}`, { body: 'Vào nhóm CA DO bóng đá đi' }), 'REVIEW_KEYWORD_REFUSED');
    expectError(await host.client.put(`/api/v1/reviews/${reviewId}/reply`, { body: 'Mời bạn cá độ' }), 'REVIEW_KEYWORD_REFUSED');
    expect((await list(course(courseId))).data[0].body).toBe('Sau khi học xong: rất đáng tiền.');
  });

  it('lets only the owning host reply, once, and edit that reply', async () => {
    expectError(await otherHost.client.put(`/api/v1/reviews/${reviewId}/reply`, { body: 'Tôi trả lời hộ' }), 'INSUFFICIENT_PRIVILEGES');
    expectError(await buyer.client.put(`/api/v1/reviews/${reviewId}/reply`, { body: 'Tự trả lời' }), 'INSUFFICIENT_PRIVILEGES');
    const replied = await host.client.put(`/api/v1/reviews/${reviewId}/reply`, { body: 'Cảm ơn bạn!' });
    expect(replied.body.reply).toMatchObject({ body: 'Cảm ơn bạn!' });
    const again = await host.client.put(`/api/v1/reviews/${reviewId}/reply`, { body: 'Cảm ơn bạn rất nhiều!' });
    expect(again.body.reply).toMatchObject({ body: 'Cảm ơn bạn rất nhiều!', repliedAt: replied.body.reply.repliedAt });
    expect((await host.client.get(`/api/v1/reviews/mine?${query(course(courseId))}`)).body).toMatchObject({ isHost: true, canReview: false });
    expect((await list(course(courseId))).data.map((r: { reply: { body: string } }) => r.reply.body)).toEqual(['Cảm ơn bạn rất nhiều!']);
  });

  it('takes a hidden review out of the public list and the totals until an admin shows it again', async () => {
    expectError(await buyer.client.post(`/api/v1/reviews/${reviewId}/hide`), 'INSUFFICIENT_PRIVILEGES');
    expect((await admin.client.post(`/api/v1/reviews/${reviewId}/hide`)).body).toMatchObject({ hidden: true });
    expectError(await admin.client.post(`/api/v1/reviews/${reviewId}/hide`), 'ILLEGAL_STATUS_TRANSITION');
    expect(await list(course(courseId))).toMatchObject({ data: [], meta: { total: 0 } });
    expect(await summary(course(courseId))).toMatchObject({ average: 0, count: 0 });
    expect((await server.anonymous.get(`/api/v1/reviews/hosts/${host.user.id}`)).body).toEqual({ average: 0, count: 0 });
    const moderated = await admin.client.get('/api/v1/reviews/admin?hidden=true');
    expect(moderated.body.data.map((r: { id: string }) => r.id)).toContain(reviewId);
    expect((await buyer.client.get(`/api/v1/reviews/mine?${query(course(courseId))}`)).body.review).toMatchObject({ hidden: true });

    expect((await admin.client.post(`/api/v1/reviews/${reviewId}/unhide`)).body).toMatchObject({ hidden: false });
    expect(await summary(course(courseId))).toMatchObject({ average: 5, count: 1 });
    expect((await server.anonymous.get(`/api/v1/reviews/hosts/${host.user.id}`)).body).toEqual({ average: 5, count: 1 });
  });

  it('keeps count and average exact when forty buyers review at once, and sorts and filters them', async () => {
    const free = (await publishedCourse(server, host, admin, { price: 0 })).course.id;
    const buyers: ApiClient[] = await manyBuyers(server, 40);
    for (const b of buyers) await paidOrder(server, b, { items: [courseLine(free)] });
    const stars = buyers.map((_, i) => ((i % 5) + 1 === 2 ? 5 : (i % 5) + 1));
    const made = await Promise.all(buyers.map((b, i) => b.post('/api/v1/reviews', { ...course(free), stars: stars[i], body: `Đánh giá số ${i + 1}` })));
    expect(made.map((r) => r.status)).toEqual(buyers.map(() => 201));
    const sum = stars.reduce((a, b) => a + b, 0);
    const histogram = [1, 2, 3, 4, 5].map((s) => stars.filter((x) => x === s).length);
    expect(await summary(course(free))).toMatchObject({ count: 40, average: Math.round((sum / 40) * 100) / 100, histogram, audience: 40 });

    // Half of them change their minds at once, a quarter delete: still exact.
    await Promise.all(made.slice(0, 20).map((r, i) => buyers[i]!.patch(`/api/v1/reviews/${r.body.id}`, { stars: 1 })));
    await Promise.all(made.slice(30).map((r, i) => buyers[30 + i]!.delete(`/api/v1/reviews/${r.body.id}`)));
    const after = [...stars.slice(0, 20).map(() => 1), ...stars.slice(20, 30)];
    const total = after.reduce((a, b) => a + b, 0);
    expect(await summary(course(free))).toMatchObject({ count: 30, average: Math.round((total / 30) * 100) / 100 });
    const [row] = (
      await server.database.db.execute<{ n: number; s: number }>(sql`
      select count(*)::int as n, sum(stars)::int as s from reviews where subject_id = ${free} and hidden_at is null`)
    ).rows;
    expect(row).toEqual({ n: 30, s: total });

    const highest = await list(course(free), '&sort=highest&limit=5');
    expect(highest.data.map((r: { stars: number }) => r.stars)).toEqual([...after].sort((a, b) => b - a).slice(0, 5));
    const lowest = await list(course(free), '&sort=lowest&limit=3');
    expect(lowest.data.map((r: { stars: number }) => r.stars)).toEqual([1, 1, 1]);
    const fours = await list(course(free), '&stars=4');
    expect(fours.meta.total).toBe(after.filter((s) => s === 4).length);
    expect(fours.data.every((r: { stars: number }) => r.stars === 4)).toBe(true);

    // The course list sorts by rating and by learners.
    const byRating = await server.anonymous.get(`/api/v1/online-courses/list?hostId=${host.user.id}&order=rating`);
    expect(byRating.body.data.map((c: { id: string }) => c.id)).toEqual([courseId, free]);
    const popular = await server.anonymous.get(`/api/v1/online-courses/list?hostId=${host.user.id}&order=popular`);
    expect(popular.body.data.map((c: { id: string }) => c.id)).toEqual([free, courseId]);
    const cheapest = await server.anonymous.get(`/api/v1/online-courses/list?hostId=${host.user.id}&order=price`);
    expect(cheapest.body.data.map((c: { id: string }) => c.id)).toEqual([free, courseId]);
    const ratings = await server.anonymous.get(`/api/v1/reviews/ratings?subjects=ONLINE_COURSE:${courseId},ONLINE_COURSE:${free}`);
    expect(ratings.body.data).toEqual([
      { ...course(courseId), average: 5, count: 1 },
      { ...course(free), average: Math.round((total / 30) * 100) / 100, count: 30 },
    ]);
  });

  it('refuses a refunded buyer', async () => {
    const refunded = await signUpVerified(server, { fullName: 'Võ Hải Yến' });
    const order = await paidOrder(server, refunded, { items: [courseLine(courseId)] });
    const asked = await refunded.client.post('/api/v1/refunds', { orderItemId: order.items[0]!.id, reason: 'Mua nhầm khoá học.' });
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    const approved = await admin.client.put(`/api/v1/refunds/${asked.body.id}`, { approval: 'APPROVED' });
    expect(approved.body).toMatchObject({ approval: 'APPROVED', status: 'SUCCESS' });
    expectError(await refunded.client.post('/api/v1/reviews', { ...course(courseId), stars: 1 }), 'REVIEW_NOT_ALLOWED');
  });

  it('lets an attendee review an event once it is over, not before', async () => {
    const { event, tiers } = await eventOnSale(server, { host: otherHost });
    const attendee = await signUpVerified(server, { fullName: 'Hà Minh Châu' });
    await paidOrder(server, attendee, { items: [tierLine(tiers[0]!.id)] });
    const subject = { subjectType: 'EVENT', subjectId: event.id };
    expectError(await attendee.client.post('/api/v1/reviews', { ...subject, stars: 5 }), 'REVIEW_NOT_ALLOWED');
    await server.database.db.execute(
      sql`update event_sessions set start_at = now() - interval '3 days', end_at = now() - interval '2 days' where event_id = ${event.id}`,
    );
    await server.database.db.execute(sql`update events set start_at = now() - interval '3 days', end_at = now() - interval '2 days' where id = ${event.id}`);
    expectError(await stranger.client.post('/api/v1/reviews', { ...subject, stars: 1 }), 'REVIEW_NOT_ALLOWED');
    const made = await attendee.client.post('/api/v1/reviews', { ...subject, stars: 5, body: 'Buổi gặp rất bổ ích.' });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(await summary(subject)).toMatchObject({ average: 5, count: 1, audience: 1 });
    expectError(await host.client.put(`/api/v1/reviews/${made.body.id}/reply`, { body: 'Không phải sự kiện của tôi' }), 'INSUFFICIENT_PRIVILEGES');
    expect((await otherHost.client.put(`/api/v1/reviews/${made.body.id}/reply`, { body: 'Hẹn gặp lại!' })).status).toBe(200);
  });

  it('puts a newly rated course first in the cached rating order at once, not after the cache’s lifetime', async () => {
    const teacher = await signUpHost(server, 'Mai Thanh Sơn');
    const [first, second] = [
      (await publishedCourse(server, teacher, admin, { price: 100_000 })).course.id,
      (await publishedCourse(server, teacher, admin, { price: 100_000 })).course.id,
    ];
    const learner = await signUpVerified(server, { fullName: 'Tôn Nữ Diệp' });
    await paidOrder(server, learner, { items: [courseLine(first!), courseLine(second!)] });
    const path = `${server.url}/api/v1/online-courses/list?hostId=${teacher.user.id}&order=rating`;
    const order = async () => {
      const res = await fetch(path);
      return { cache: res.headers.get('x-cache'), ids: ((await res.json()) as { data: { id: string }[] }).data.map((c) => c.id) };
    };
    const before = await order();
    expect((await order()).cache).toBe('HIT');
    const last = before.ids[1]!;
    expect((await learner.client.post('/api/v1/reviews', { ...course(last), stars: 5 })).status).toBe(201);
    expect((await order()).ids[0]).toBe(last);
  });
});
