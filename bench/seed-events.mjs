// The events the list and read benchmarks share: `hosts` hosts (slugs to-chuc-N) and `events` events
// (slugs su-kien-bench-N) with sessions, tiers and event categories. The caller analyses afterwards.
export async function seedEvents(db, { events, hosts }) {
  await bulk(db, () => seedEventRows(db, { events, hosts }));
}

/**
 * A bulk load with the catalogue index's triggers off on this connection, the index brought up to date once at the end
 * (catalogue_reconcile() and catalogue_words_prune(), as the nightly reconciliation does): one set-based pass instead of one refresh per statement.
 */
async function bulk(db, load) {
  await db.query('set catalogue.follow = off');
  try {
    await load();
  } finally {
    await db.query('reset catalogue.follow');
  }
  await db.query('select count(*) from catalogue_reconcile()');
  // The search box's word counts as the nightly reconciliation leaves them (the trigger counts a new word once).
  await db.query('select catalogue_words_prune()');
}

async function seedEventRows(db, { events, hosts }) {
  await db.query(
    `insert into users (email, username, full_name, role, headline, city, follower_count, email_verified_at)
     select 'tochuc' || g || '@vidu.vn', 'to-chuc-' || g, 'Nhà tổ chức ' || g, 'HOST', 'Chia sẻ kiến thức số ' || g,
            (array['Hà Nội','TP. Hồ Chí Minh','Đà Nẵng','Huế','Cần Thơ'])[1 + g % 5], (g * 7919) % 5000, now()
       from generate_series(1, $1) g`,
    [hosts],
  );
  // A year back and six months ahead, on the half hour; 85% published; 40% with a free tier; one in
  // ten with three weekly sessions. The derived columns are what deriveEventFields would store.
  await db.query(
    `with hosts as (select id, row_number() over (order by id) - 1 as n from users where username like 'to-chuc-%'),
     shape as (
       select g,
              date_trunc('hour', now()) + (((g::bigint * 7919) % 26160) - 17520) * interval '30 minutes' as start_at,
              (array[30, 45, 60, 90, 120, 180, 240])[1 + g % 7] as minutes,
              case when g % 10 = 0 then 3 else 1 end as sessions,
              case when g % 5 < 2 then 0 else 50000 * (1 + g % 20) end as min_price,
              case when g % 5 = 0 then 0 when g % 5 = 1 then 200000 else 50000 * (1 + g % 20) * (1 + g % 2) end as max_price
         from generate_series(1, $1) g
     )
     insert into events (host_id, slug, title, summary, description, cover_image, format, meeting_tool, venue_name, address, city, session_type, duration_type, status,
                         start_at, end_at, duration_minutes, session_count, min_price, max_price, submitted_at, published_at, created_at)
     select h.id, 'su-kien-bench-' || s.g,
            (array['Hội thảo','Workshop','Khoá học','Hoà nhạc','Giao lưu','Triển lãm','Giải chạy','Lớp học'])[1 + s.g % 8] || ' ' ||
            (array['trí tuệ nhân tạo','tiếp thị số','thiết kế','nhiếp ảnh','tài chính cá nhân','tiếng Anh','piano','yoga','khởi nghiệp','dữ liệu'])[1 + (s.g / 8) % 10] ||
            ' số ' || s.g,
            'Sự kiện mẫu cho đo hiệu năng', repeat('<p>Nội dung chi tiết của sự kiện, lịch trình và diễn giả.</p>', 20),
            'https://picsum.photos/seed/bench-' || s.g || '/1200/630',
            case when s.g % 2 = 0 then 'ONLINE' else 'OFFLINE' end,
            case when s.g % 2 = 0 then 'ZOOM' end,
            case when s.g % 2 = 1 then 'Hội trường ' || (s.g % 50) end,
            case when s.g % 2 = 1 then (s.g % 300) || ' Lê Lợi' end,
            (array['Hà Nội','TP. Hồ Chí Minh','Đà Nẵng','Huế','Cần Thơ','Đà Lạt'])[1 + s.g % 6],
            case when s.sessions > 1 then 'SESSION' else 'SINGLE' end, 'DURATION_IN_DAY',
            case s.g % 20 when 0 then 'DRAFT' when 1 then 'PENDING_APPROVAL_WITH_ADMIN' when 2 then 'REJECTED' else 'PUBLISHED' end,
            s.start_at, s.start_at + (s.sessions - 1) * interval '7 days' + s.minutes * interval '1 minute', s.minutes, s.sessions,
            s.min_price, s.max_price, s.start_at - interval '20 days',
            case when s.g % 20 > 2 then s.start_at - interval '15 days' end, s.start_at - interval '30 days'
       from shape s join hosts h on h.n = s.g % $2`,
    [events, hosts],
  );
  await db.query(
    `insert into event_sessions (event_id, slug, start_at, end_at, position)
     select e.id, e.slug || '-' || (n + 1), e.start_at + n * interval '7 days', e.start_at + n * interval '7 days' + e.duration_minutes * interval '1 minute', n
       from events e cross join lateral generate_series(0, e.session_count - 1) n where e.slug like 'su-kien-bench-%'`,
  );
  await db.query(
    `insert into ticket_tiers (event_id, name, price, capacity, position)
     select id, 'Vé thường', min_price, 100, 0 from events where slug like 'su-kien-bench-%'
     union all
     select id, 'Vé VIP', max_price, 20, 1 from events where slug like 'su-kien-bench-%' and max_price <> min_price`,
  );
  await db.query(
    `with cats as (select id, row_number() over (order by position) - 1 as n, count(*) over () as total from event_categories),
          bench as (select id, row_number() over (order by slug) as g from events where slug like 'su-kien-bench-%')
     insert into event_category_links (event_id, event_category_id)
     select b.id, c.id from bench b join cats c on c.n = b.g % c.total or (b.g % 3 = 0 and c.n = (b.g / 3) % c.total)
     on conflict do nothing`,
  );
}

/**
 * Published courses (slugs khoa-hoc-bench-N) of the seeded hosts, and combos (combo-bench-N) each holding one course and a tier of
 * an upcoming event of the same host. After seedEvents; the caller analyses afterwards.
 */
export async function seedCoursesAndCombos(db, options) {
  await bulk(db, () => seedCourseAndComboRows(db, options));
}

async function seedCourseAndComboRows(
  db,
  { courses, combos, hosts, subjects = ['lập trình', 'thiết kế', 'tiếp thị', 'tài chính', 'nhiếp ảnh', 'tiếng Nhật', 'dữ liệu', 'piano'] },
) {
  await db.query(
    `insert into online_courses (host_id, slug, title, subtitle, price, status, is_displayed, published_at, lesson_count, duration_seconds)
     select h.id, 'khoa-hoc-bench-' || g,
            'Khoá học ' || ($3::text[])[1 + g % cardinality($3::text[])] || ' số ' || g,
            'Học theo nhịp của bạn', (g % 4) * 199000, 'PUBLISHED', true, now() - make_interval(hours => g), 12, 12 * 600
       from generate_series(1, $1) g
       join lateral (select id from users where username = 'to-chuc-' || (1 + g % $2)) h on true`,
    [courses, hosts, subjects],
  );
  await db.query(
    `with pairs as (
       select g, c.host_id, c.id as course_id,
              (select t.id from ticket_tiers t join events e on e.id = t.event_id
                where e.host_id = c.host_id and e.status = 'PUBLISHED' and e.start_at > now() order by e.start_at, t.id limit 1 offset g / $2) as tier_id
         from generate_series(1, $1) g join online_courses c on c.slug = 'khoa-hoc-bench-' || g
     ), made as (
       insert into combos (host_id, slug, title, price, status, published_at)
       select host_id, 'combo-bench-' || g, 'Combo học và gặp gỡ ' || g, 399000, 'PUBLISHED', now() from pairs where tier_id is not null
       returning id, slug
     )
     insert into combo_items (combo_id, product_type, product_id, quantity, position)
     select m.id, x.type, x.pid, 1, x.pos from made m join pairs p on m.slug = 'combo-bench-' || p.g
       cross join lateral (values ('TICKET_TIER', p.tier_id, 0), ('ONLINE_COURSE', p.course_id, 1)) x(type, pid, pos)`,
    [combos, hosts],
  );
}
