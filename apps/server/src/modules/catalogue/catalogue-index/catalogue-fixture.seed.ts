import type pg from 'pg';

/**
 * A fixed catalogue for the index's equivalence test: hosts, events with tiers, calendars with frames, courses,
 * ebooks, combos and posts, every id and date fixed (dates far from today: 2020 behind, 2031 ahead), every order's
 * last key distinct, so the same questions get the same answers on any day. Written in SQL, as the bench seeds are.
 */
export async function seedCatalogueFixture(pool: pg.Pool): Promise<void> {
  const id = (group: number) => `(lpad(to_hex(${group}), 8, '0') || '-0000-4000-8000-' || lpad(g::text, 12, '0'))::uuid`;
  const hostOf = (n: string) => `(lpad(to_hex(1), 8, '0') || '-0000-4000-8000-' || lpad((1 + ${n} % 8)::text, 12, '0'))::uuid`;
  const subjects = `(array['trí tuệ nhân tạo','thiết kế','nhiếp ảnh','tiếng Anh','piano','yoga','khởi nghiệp','dữ liệu','Python','Đà Nẵng'])`;
  const kinds = `(array['Hội thảo','Workshop','Khoá học','Hoà nhạc','Giao lưu','Lớp học'])`;
  await pool.query(`
    insert into users (id, email, username, full_name, role, status, headline, avatar, follower_count, deleted_at)
    select ${id(1)}, 'fixture' || g || '@vidu.vn', 'nha-to-chuc-' || g,
           (array['Trần Minh Đức','Nguyễn Thị Hoa','Lê Văn Nam','Phạm Thu Hà','Hoàng Anh Tuấn','Đỗ Quang Hải','Vũ Ngọc Ánh','Bùi Đức Thắng','Đặng Yến Nhi','Ngô Bảo Châu'])[g],
           'HOST', case when g = 9 then 'INACTIVE' else 'ACTIVE' end, 'Chia sẻ về ' || ${subjects}[g], 'https://img.vidu.vn/host-' || g || '.jpg',
           g * 37 % 101, case when g = 10 then timestamptz '2024-01-01' end
      from generate_series(1, 10) g;
    insert into events (id, host_id, slug, title, cover_image, status, start_at, end_at, min_price, published_at, created_at)
    select ${id(2)}, ${hostOf('g')}, 'su-kien-' || g,
           ${kinds}[1 + g % 6] || ' ' || ${subjects}[1 + (g / 6) % 10] || ' ' || g,
           'https://img.vidu.vn/event-' || g || '.jpg',
           case when g % 7 = 0 then 'DRAFT' when g % 11 = 0 then 'REMOVED' else 'PUBLISHED' end,
           case when g % 13 = 0 then null when g % 3 = 0 then timestamptz '2020-01-01 09:00+07' + g * interval '1 day'
                else timestamptz '2031-01-01 09:00+07' + (g * 7 % 61) * interval '1 day' + g * interval '1 minute' end,
           case when g % 13 = 0 then null when g % 3 = 0 then timestamptz '2020-01-01 11:00+07' + g * interval '1 day'
                when g % 4 = 0 then null else timestamptz '2031-01-01 12:00+07' + (g * 7 % 61) * interval '1 day' + g * interval '1 minute' end,
           100000 * (g % 5), timestamptz '2025-01-01' + g * interval '1 hour', timestamptz '2024-06-01' + g * interval '1 hour'
      from generate_series(1, 70) g;
    insert into ticket_tiers (id, event_id, name, price, capacity, status, position)
    select ${id(3)}, ('00000002-0000-4000-8000-' || lpad((1 + (g - 1) % 70)::text, 12, '0'))::uuid,
           case when g <= 70 then 'Vé thường' when g <= 140 then 'Vé VIP' else 'Vé nhóm' end,
           100000 * (g % 5) + (g / 70) * 150000, 50,
           case when g % 17 = 0 then 'DISABLED' when g % 19 = 0 then 'HIDDEN' else 'ACTIVE' end, (g - 1) / 70
      from generate_series(1, 180) g where g <= 70 or (g <= 140 and g % 2 = 0) or g % 5 = 0;
    insert into calendars (id, host_id, title, type, price, duration_minutes, status)
    select ${id(4)}, ${hostOf('g')}, (array['Tư vấn thiết kế 1:1','Giờ hỏi đáp Python','Luyện nói tiếng Anh','Cà phê khởi nghiệp'])[g],
           'ONE_TO_ONE', 200000 * g, 60, case when g = 3 then 'INACTIVE' else 'ACTIVE' end
      from generate_series(1, 4) g;
    insert into calendar_frames (id, calendar_id, host_id, start_at, end_at, capacity)
    select ${id(5)}, ('00000004-0000-4000-8000-' || lpad((1 + g % 4)::text, 12, '0'))::uuid, ${hostOf('(1 + g % 4)')},
           case when g % 6 = 0 then timestamptz '2020-03-01 08:00+07' else timestamptz '2031-02-01 08:00+07' end + g * interval '3 hours',
           case when g % 6 = 0 then timestamptz '2020-03-01 09:00+07' else timestamptz '2031-02-01 09:00+07' end + g * interval '3 hours', 1
      from generate_series(1, 16) g;
    insert into online_courses (id, host_id, slug, title, subtitle, cover_image, price, status, is_displayed, is_upcoming, published_at, created_at)
    select ${id(6)}, ${hostOf('g')}, 'khoa-hoc-' || g, 'Khoá học ' || ${subjects}[1 + g % 10] || case when g > 10 then ' nâng cao ' || g else '' end,
           'Học theo nhịp của bạn ' || g, 'https://img.vidu.vn/course-' || g || '.jpg', (g % 4) * 199000,
           case when g % 9 = 0 then 'DRAFT' else 'PUBLISHED' end, g % 8 <> 0, g % 7 = 0,
           timestamptz '2025-02-01' + ((g * 5) % 23) * interval '1 day', timestamptz '2025-01-01' + g * interval '1 hour'
      from generate_series(1, 22) g;
    insert into uploaded_files (id, key, file_name, content_type, uploaded_at)
    select ${id(7)}, 'fixture/ebook-' || g || '.pdf', 'sach-' || g || '.pdf', 'application/pdf', timestamptz '2025-01-01'
      from generate_series(1, 12) g;
    insert into ebooks (id, host_id, slug, title, cover_image, file_id, content_type, price, status, created_at)
    select ${id(8)}, ${hostOf('g')}, 'sach-' || g, 'Sổ tay ' || ${subjects}[1 + (g * 3) % 10] || ' tập ' || g, 'https://img.vidu.vn/ebook-' || g || '.jpg',
           ('00000007-0000-4000-8000-' || lpad(g::text, 12, '0'))::uuid, 'application/pdf', 99000 * (g % 3),
           case when g % 5 = 0 then 'DRAFT' else 'PUBLISHED' end, timestamptz '2025-03-01' + ((g * 7) % 13) * interval '1 day'
      from generate_series(1, 12) g;
    insert into combos (id, host_id, slug, title, price, status, published_at, created_at)
    select ${id(9)}, ${hostOf('g')}, 'combo-' || g, 'Combo ' || ${subjects}[1 + (g * 7) % 10] || ' trọn gói ' || g, 299000 + g * 10000,
           case when g % 4 = 0 then 'DRAFT' else 'PUBLISHED' end, timestamptz '2025-04-01' + ((g * 3) % 11) * interval '1 day',
           timestamptz '2025-04-01' + g * interval '1 hour'
      from generate_series(1, 9) g;
    insert into combo_items (combo_id, product_type, product_id, quantity, position)
    select ${id(9)}, 'ONLINE_COURSE', ('00000006-0000-4000-8000-' || lpad(g::text, 12, '0'))::uuid, 1, 0 from generate_series(1, 9) g;
    insert into posts (id, host_id, type, status, slug, title, content, cover_image, published_at, created_at)
    select ${id(10)}, ${hostOf('g')}, (array['NEWS','PROJECT','BLOG'])[1 + g % 3],
           case when g % 6 = 0 then 'DRAFT' when g % 7 = 0 then 'HIDDEN' else 'PUBLISHED' end, 'bai-viet-' || g,
           (array['Ghi chép','Câu chuyện','Kinh nghiệm'])[1 + g % 3] || ' về ' || ${subjects}[1 + (g * 3) % 10] || ' số ' || g, '<p>Nội dung</p>',
           'https://img.vidu.vn/post-' || g || '.jpg', timestamptz '2025-05-01' + ((g * 5) % 17) * interval '1 day', timestamptz '2025-05-01'
      from generate_series(1, 16) g;
  `);
}

/** What people type: whole words, cut short, mistyped, with and without accents, names, and words nobody uses. */
const WORDS = [
  'hoi thao',
  'hội thảo',
  'hoi',
  'workshop',
  'worksop',
  'work',
  'khoa hoc',
  'khoá học',
  'khoa',
  'hoa nhac',
  'giao luu',
  'lop hoc',
  'tri tue nhan tao',
  'tri tue',
  'thiet ke',
  'thiết kế',
  'thiet',
  'nhiep anh',
  'tieng anh',
  'tiếng',
  'piano',
  'pian',
  'yoga',
  'yogaa',
  'khoi nghiep',
  'khởi',
  'du lieu',
  'dữ liệu',
  'python',
  'pyton',
  'da nang',
  'đà nẵng',
  'dang',
  'combo',
  'combo tron goi',
  'so tay',
  'sổ tay',
  'tap 3',
  'ghi chep',
  'cau chuyen',
  'kinh nghiem',
  'tran minh duc',
  'trần',
  'nguyen thi',
  'hoa',
  'pham thu',
  'bao chau',
  'nha to chuc',
  'tu van',
  'hoi dap',
  'luyen noi',
  'ca phe',
  'nang cao',
  've vip',
  'vé thường',
  'nhom',
  'so 1',
  '42',
  'zzzzqq',
  '%_',
  // Typed with diacritics, folded by the mirrors as PostgreSQL folds them (text-fold.ts): capitals, the new style's "hòa",
  // đ, and marks typed apart (NFD), which PostgreSQL answers.
  'hòa nhạc',
  'KHOÁ HỌC',
  'Đà Nẵng',
  'Trần Minh Đức',
  'nhiếp ảnh gia',
  'ho\u0323\u0302i tha\u0309o',
];

/** The questions asked of /search and /products, in the order the fixture stores their answers. */
export function catalogueQuestions(): string[] {
  const searches = WORDS.flatMap((q, i) => {
    const base = `/api/v1/search?q=${encodeURIComponent(q)}`;
    return [
      base,
      ...(i % 3 === 0 ? [`${base}&limit=20`] : []),
      ...(i % 4 === 1 ? [`${base}&kinds=EVENT,HOST&limit=3`] : []),
      ...(i % 5 === 2 ? [`${base}&kinds=POST,COMBO,E_BOOK`] : []),
    ];
  });
  const listings = [
    '/api/v1/products',
    '/api/v1/products?page=2',
    '/api/v1/products?page=3&limit=50',
    '/api/v1/products?page=5',
    '/api/v1/products?page=9',
    '/api/v1/products?limit=100',
    '/api/v1/products?page=2&limit=100',
    ...['TICKET_TIER', 'CALENDAR_FRAME', 'E_BOOK', 'ONLINE_COURSE', 'COMBO'].flatMap((type) => [
      `/api/v1/products?type=${type}`,
      `/api/v1/products?type=${type}&page=2&limit=5`,
    ]),
    ...WORDS.flatMap((q, i) => {
      const base = `/api/v1/products?q=${encodeURIComponent(q)}`;
      return [base, ...(i % 4 === 0 ? [`${base}&page=2&limit=5`] : []), ...(i % 6 === 3 ? [`${base}&type=TICKET_TIER`] : [])];
    }),
  ];
  return [...searches, ...listings];
}
