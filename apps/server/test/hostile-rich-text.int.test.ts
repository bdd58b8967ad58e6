import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishEvent } from '../src/modules/catalogue/events/events.testing.js';
import { uploadPrivate } from '../src/modules/catalogue/libraries/libraries.testing.js';
import { signUpHost } from '../src/modules/identity/profiles/profiles.testing.js';
import { loginAdmin } from './support/accounts.js';
import type { Session } from './support/client.js';
import { startTestServer, type TestServer } from './support/server.js';

/** What a host may type to run code in another reader's browser, beside words meant to stay. */
const HOSTILE =
  '<p>Giới thiệu<script>alert(1)</script></p><img src=x onerror=alert(2)><svg/onload=alert(3)>' +
  '<a href="javascript:alert(4)">bấm</a><a href=" JaVaScRiPt:alert(5)">nữa</a>';
/** Markup the web app's `looksLikeHtml` reads as plain text, which a browser runs all the same. */
const DISGUISED = 'Giới thiệu <svg/onload=alert(3)> & quà';
const PLAIN = 'Giá vé < 100.000 đ & có nước\nMang đàn theo';

/** The text keeps the words and carries nothing a client rendering it as HTML would run. */
const isHarmless = (text: unknown) => typeof text === 'string' && text.includes('Giới thiệu') && !/<script|<svg|onerror|onload|javascript:/i.test(text);

/**
 * Every rich text a host writes (course, lesson, ebook, combo, event, calendar and post) reaches
 * anonymous readers sanitised, whatever it looks like, and so do rows stored before writes were
 * sanitised (written here in SQL); plain text keeps reading as typed.
 */
describe('hostile rich text', () => {
  let server: TestServer;
  let admin: Session;
  let host: Session;
  let courseId: string;
  let lessonId: string;
  let ebookId: string;
  let comboId: string;
  let event: { id: string; slug: string };
  let calendarId: string;
  let postSlug: string;

  const read = async (path: string) => {
    const res = await server.anonymous.get(path);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body;
  };
  /** Each anonymous answer and the rich text in it. */
  const answers = () =>
    [
      [`/api/v1/online-courses/${courseId}`, (b: any) => b.description],
      [`/api/v1/online-courses/${courseId}/preview-lessons`, (b: any) => b.data[0].body],
      [`/api/v1/ebooks/${ebookId}`, (b: any) => b.description],
      [`/api/v1/combos/${comboId}`, (b: any) => b.description],
      [`/api/v2/events/${event.id}`, (b: any) => b.description],
      [`/api/v1/events/${event.slug}`, (b: any) => b.description],
      [`/api/v1/calendars/${calendarId}`, (b: any) => b.description],
      [`/api/v1/posts/${postSlug}`, (b: any) => b.content],
    ] as const;
  /** The paths whose anonymous answer carries something a browser would run (none, it is hoped). */
  const leakingAnswers = async () => {
    const leaking: string[] = [];
    for (const [path, text] of answers()) if (!isHarmless(text(await read(path)))) leaking.push(path);
    return leaking;
  };
  /** Stores `text` in every rich-text column of the test's rows, as a row written before this release would be. */
  const storeInSql = async (text: string) => {
    const { db } = server.database;
    await db.execute(sql`update online_courses set description = ${text} where id = ${courseId}`);
    await db.execute(sql`update course_lessons set body = ${text} where id = ${lessonId}`);
    await db.execute(sql`update ebooks set description = ${text} where id = ${ebookId}`);
    await db.execute(sql`update combos set description = ${text} where id = ${comboId}`);
    await db.execute(sql`update events set description = ${text} where id = ${event.id}`);
    await db.execute(sql`update calendars set description = ${text} where id = ${calendarId}`);
    await db.execute(sql`update posts set content = ${text} where slug = ${postSlug}`);
    server.app.publicCache?.clear();
  };

  beforeAll(async () => {
    server = await startTestServer();
    [admin, host] = await Promise.all([loginAdmin(server), signUpHost(server, 'Phan Thị Hoa')]);

    const course = await host.client.post('/api/v1/online-courses/upsert', { title: 'Đàn guitar cho người mới', description: HOSTILE, price: 300_000 });
    expect(course.status, JSON.stringify(course.body)).toBe(200);
    courseId = course.body.id;
    const section = await host.client.post('/api/v1/sections/upsert', { courseId, title: 'Làm quen' });
    const lesson = await host.client.post('/api/v1/lessons/upsert', {
      sectionId: section.body.id,
      type: 'TEXT',
      title: 'Cầm đàn',
      body: HOSTILE,
      isPreview: true,
    });
    expect(lesson.status, JSON.stringify(lesson.body)).toBe(200);
    lessonId = lesson.body.id;
    expect((await host.client.post(`/api/v1/online-courses/${courseId}/content-moderation`)).status).toBe(200);
    expect((await admin.client.patch(`/api/v1/content-moderation/ONLINE_COURSE/${courseId}/approve`)).status).toBe(200);

    const fileId = await uploadPrivate(server, host, { fileName: 'hop-am.pdf', bytes: new TextEncoder().encode('%PDF-1.4\n%%EOF\n'), folder: 'ebooks' });
    const ebook = await host.client.post('/api/v1/ebooks', { title: 'Sổ tay hợp âm', description: HOSTILE, fileId, price: 90_000, status: 'PUBLISHED' });
    expect(ebook.status, JSON.stringify(ebook.body)).toBe(201);
    ebookId = ebook.body.id;
    // Asked to publish, the book waits for an admin, as the course does.
    expect((await admin.client.patch(`/api/v1/content-moderation/E_BOOK/${ebookId}/approve`)).status).toBe(200);

    const combo = await host.client.post('/api/v1/combos', {
      title: 'Khoá học và sổ tay',
      description: HOSTILE,
      price: 350_000,
      status: 'PUBLISHED',
      items: [
        { productItemType: 'ONLINE_COURSE', productItemId: courseId },
        { productItemType: 'E_BOOK', productItemId: ebookId },
      ],
    });
    expect(combo.status, JSON.stringify(combo.body)).toBe(201);
    comboId = combo.body.id;

    event = await publishEvent(host, admin, { description: DISGUISED });

    const calendar = await host.client.post('/api/v1/calendars', {
      title: 'Học đàn 1:1',
      description: HOSTILE,
      type: 'ONE_TO_ONE',
      price: 0,
      durationMinutes: 30,
    });
    expect(calendar.status, JSON.stringify(calendar.body)).toBe(201);
    calendarId = calendar.body.id;

    const post = await host.client.post('/api/v1/posts', { type: 'BLOG', title: 'Nhật ký học đàn', content: HOSTILE, status: 'PUBLISHED' });
    expect(post.status, JSON.stringify(post.body)).toBe(201);
    postSlug = post.body.slug;
  }, 60_000);
  afterAll(() => server.close());

  it('stores what hosts write through the API without scripts, handlers, svg or javascript: links', async () => {
    const { rows } = await server.database.db.execute<{ name: string; text: string }>(sql`
      select 'course' as name, description as text from online_courses where id = ${courseId}
      union all select 'lesson', body from course_lessons where id = ${lessonId}
      union all select 'ebook', description from ebooks where id = ${ebookId}
      union all select 'combo', description from combos where id = ${comboId}
      union all select 'event', description from events where id = ${event.id}
      union all select 'calendar', description from calendars where id = ${calendarId}
      union all select 'post', content from posts where slug = ${postSlug}`);
    expect(rows.filter((row) => !isHarmless(row.text))).toEqual([]);
    expect(rows).toHaveLength(7);
  });

  it('serves what hosts wrote through the API to anonymous readers harmless', async () => {
    expect(await leakingAnswers()).toEqual([]);
  });

  it('serves an event description whose only markup the web would read as text sanitised too, as HTML showing “&”', async () => {
    expect((await read(`/api/v2/events/${event.id}`)).description).toBe('<p>Giới thiệu  &amp; quà</p>');
  });

  it('serves rows stored before writes were sanitised (written in SQL) clean as well', async () => {
    for (const stored of [HOSTILE, DISGUISED]) {
      await storeInSql(stored);
      expect([stored, await leakingAnswers()]).toEqual([stored, []]);
    }
  });

  it('keeps plain text as typed, written through the API or stored before', async () => {
    const saved = await host.client.put(`/api/v1/ebooks/${ebookId}`, { description: PLAIN });
    expect(saved.body.description).toBe(PLAIN);
    await storeInSql(PLAIN);
    for (const [path, text] of answers()) expect([path, text(await read(path))]).toEqual([path, PLAIN]);
  });
});
