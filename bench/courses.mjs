// Throughput of the learning reads beside the events list: the course catalogue, a course's page, its
// curriculum and the learner's view (access, progress, resume) over 2,000 published courses of 200
// hosts with 3 sections of 4 lessons each, next to the events list over 20,000 events. The shared
// cache is off, so every answer is computed. Prints figures beside both floors; it is not a test.
//   npm run build && node bench/courses.mjs [--duration 10] [--connections 50] [--courses 2000] [--match RE]
import { seedEvents } from './seed-events.mjs';
import { arg, login, runScenarios, startBenchServer } from './support.mjs';

const duration = arg('duration', 10);
const connections = arg('connections', 50);
const COURSES = arg('courses', 2_000);

const server = await startBenchServer({ PUBLIC_CACHE_MAX_BYTES: '0' });
const { db } = server;
console.log(`seeding 20000 events and ${COURSES} courses with 12 lessons each...`);
const seedStart = Date.now();
await seedEvents(db, { events: 20_000, hosts: 200 });
await db.query(
  `insert into online_courses (host_id, slug, title, subtitle, price, status, is_displayed, published_at, lesson_count, duration_seconds, category_ids)
   select h.id, 'khoa-hoc-bench-' || g, 'Khoá học ' || (array['lập trình','thiết kế','tiếp thị','tài chính','nhiếp ảnh'])[1 + g % 5] || ' số ' || g,
          'Học theo nhịp của bạn', (g % 4) * 199000, 'PUBLISHED', true, now() - make_interval(hours => g), 12, 12 * 600,
          coalesce((select array_agg(id) from (select id from categories where parent_id is not null order by slug limit 1 offset g % 10) c), '{}')
     from generate_series(1, $1) g
     join lateral (select id from users where username = 'to-chuc-' || (1 + g % 200)) h on true`,
  [COURSES],
);
await db.query(
  `insert into course_sections (course_id, title, position)
   select c.id, 'Chương ' || (s + 1), s from online_courses c cross join generate_series(0, 2) s where c.slug like 'khoa-hoc-bench-%'`,
);
await db.query(
  `insert into course_lessons (section_id, course_id, type, title, body, duration_seconds, is_preview, position)
   select s.id, s.course_id, 'TEXT', s.title || ' · bài ' || (l + 1), '<p>Nội dung bài học.</p>', 600, s.position = 0 and l = 0, l
     from course_sections s cross join generate_series(0, 3) l
     join online_courses c on c.id = s.course_id where c.slug like 'khoa-hoc-bench-%'`,
);
// The demo buyer learns the first bench course and has finished its first five lessons.
await db.query(
  `insert into course_enrolments (course_id, user_id, source)
   select c.id, u.id, 'GIFT' from online_courses c, users u where c.slug = 'khoa-hoc-bench-1' and u.email = 'an@demo.vn'`,
);
await db.query(
  `insert into lesson_progress (user_id, lesson_id, course_id, position_seconds, completed_at)
   select u.id, l.id, l.course_id, 600, now()
     from users u, course_lessons l join course_sections s on s.id = l.section_id join online_courses c on c.id = l.course_id
    where u.email = 'an@demo.vn' and c.slug = 'khoa-hoc-bench-1'
    order by s.position, l.position limit 5`,
);
await db.query('vacuum analyze');
const {
  rows: [course],
} = await db.query(`select id, slug from online_courses where slug = 'khoa-hoc-bench-1'`);
console.log(`seeded in ${((Date.now() - seedStart) / 1000).toFixed(1)} s`);

const auth = await login(server.url, 'an@demo.vn', 'User@123456');
const scenarios = [
  { name: 'GET /api/v1/events (events list, for comparison)', path: '/api/v1/events' },
  { name: 'GET /api/v1/online-courses/list (course catalogue)', path: '/api/v1/online-courses/list' },
  { name: 'GET /api/v1/online-courses/list?q=lap trinh', path: `/api/v1/online-courses/list?q=${encodeURIComponent('lap trinh')}` },
  { name: 'GET /api/v1/online-courses/slug/{slug} (course page)', path: `/api/v1/online-courses/slug/${course.slug}` },
  { name: 'GET /api/v1/online-courses/{id}/sections (curriculum)', path: `/api/v1/online-courses/${course.id}/sections` },
  { name: 'GET /api/v1/online-courses/user/slug/{slug} (learner view)', path: `/api/v1/online-courses/user/slug/${course.slug}`, headers: auth },
  { name: 'GET /api/v1/online-courses/registered/me (my learning)', path: '/api/v1/online-courses/registered/me', headers: auth },
];
for (const s of scenarios) {
  const res = await fetch(`${server.url}${s.path}`, { headers: s.headers });
  if (!res.ok) throw new Error(`${s.name}: ${res.status} ${await res.text()}`);
  for (let i = 0; i < 20; i++) await fetch(`${server.url}${s.path}`, { headers: s.headers }).then((r) => r.arrayBuffer());
}
await runScenarios(server, scenarios, {
  duration,
  connections,
  floors: {
    samplePath: scenarios[1].path,
    sql: `select id, host_id, slug, title, subtitle, cover_image, price, compare_at_price, status, lesson_count, duration_seconds, published_at, created_at, updated_at
            from online_courses where status = 'PUBLISHED' and is_displayed order by published_at desc, id limit 20`,
  },
});
await server.stop();
