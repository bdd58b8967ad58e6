import { randomUUID } from 'node:crypto';
import { slugify } from '@market/contract';
import type { UsersRepository } from '../modules/identity/index.js';
import { deriveEventFields } from '../modules/catalogue/events/event-rules.js';
import { createEventCategoriesRepository } from '../modules/catalogue/events/event-categories.repository.js';
import { createEventsRepository, type EventsInBulk } from '../modules/catalogue/events/events.repository.js';
import type { Db } from '../platform/db/database.js';
import { DEMO_HOST } from './hosts.seed.js';
import type { DemoImages } from './images.js';

const CATEGORIES: readonly [string, string, string][] = [
  ['Hội thảo', 'hoi-thao', 'presentation'],
  ['Workshop', 'workshop', 'hammer'],
  ['Khoá học ngắn', 'khoa-hoc-ngan', 'graduation-cap'],
  ['Hoà nhạc', 'hoa-nhac', 'music'],
  ['Giao lưu', 'giao-luu', 'users'],
  ['Thể thao', 'the-thao', 'bike'],
  ['Triển lãm', 'trien-lam', 'image'],
];

type Place = readonly [venue: string, address: string, city: string];
const PLACES: Record<string, Place> = {
  hn: ['Trung tâm Hội nghị Quốc gia', 'Đại lộ Thăng Long, Nam Từ Liêm', 'Hà Nội'],
  hn2: ['Không gian Đọc Hà Nội', '18 Hàng Bài, Hoàn Kiếm', 'Hà Nội'],
  hcm: ['Nhà văn hoá Thanh niên', '4 Phạm Ngọc Thạch, Quận 1', 'TP. Hồ Chí Minh'],
  hcm2: ['Dreamplex Thái Văn Lung', '21 Thái Văn Lung, Quận 1', 'TP. Hồ Chí Minh'],
  dn: ['Trung tâm Sáng tạo Đà Nẵng', '31 Trần Phú, Hải Châu', 'Đà Nẵng'],
  hue: ['Nhà hát Sông Hương', '1 Lê Lợi', 'Huế'],
  dl: ['Quảng trường Lâm Viên', 'Trần Quốc Toản, Phường 1', 'Đà Lạt'],
};

interface DemoEvent {
  /** Demo host number: 1 = host@demo.vn, 2 = host2@demo.vn… */
  host: number;
  title: string;
  category: string;
  /** Days from today and the local (Vietnam) hour of the first session. */
  day: number;
  hour: number;
  minutes: number;
  /** An online event, or where an offline one happens. */
  place: 'ONLINE' | keyof typeof PLACES;
  /** Ticket prices in VND (0 = free), one tier each. */
  prices: readonly number[];
  /** Weekly sessions (1 = a single session). */
  sessions?: number;
  coHost?: number;
}

// Forty published events across the demo hosts: the last thirty days and the next sixty.
const EVENTS: readonly DemoEvent[] = [
  { host: 1, title: 'Hội thảo Thiết kế trải nghiệm người dùng 2026', category: 'hoi-thao', day: 5, hour: 9, minutes: 180, place: 'hn', prices: [0, 250_000] },
  { host: 1, title: 'Workshop Figma cho người mới bắt đầu', category: 'workshop', day: 12, hour: 19, minutes: 120, place: 'ONLINE', prices: [199_000] },
  {
    host: 1,
    title: 'Khoá học ngắn: Nghiên cứu người dùng trong 4 buổi',
    category: 'khoa-hoc-ngan',
    day: 9,
    hour: 20,
    minutes: 90,
    place: 'ONLINE',
    prices: [890_000],
    sessions: 4,
  },
  { host: 1, title: 'Giao lưu cộng đồng UX Hà Nội', category: 'giao-luu', day: -12, hour: 18, minutes: 120, place: 'hn2', prices: [0] },
  { host: 2, title: 'Luyện phỏng vấn tiếng Anh cùng chuyên gia', category: 'workshop', day: 3, hour: 20, minutes: 60, place: 'ONLINE', prices: [150_000] },
  { host: 2, title: 'Câu lạc bộ tiếng Anh giao tiếp cuối tuần', category: 'giao-luu', day: 6, hour: 9, minutes: 90, place: 'hcm', prices: [0], sessions: 3 },
  {
    host: 2,
    title: 'Khoá học ngắn: Thuyết trình tiếng Anh tự tin',
    category: 'khoa-hoc-ngan',
    day: -20,
    hour: 19,
    minutes: 90,
    place: 'ONLINE',
    prices: [1_200_000],
    sessions: 6,
  },
  { host: 2, title: 'Hội thảo Chiến lược luyện thi IELTS 7.0', category: 'hoi-thao', day: 21, hour: 14, minutes: 150, place: 'hcm2', prices: [0, 99_000] },
  {
    host: 3,
    title: 'Hội thảo AI và dữ liệu cho doanh nghiệp vừa và nhỏ',
    category: 'hoi-thao',
    day: 14,
    hour: 8,
    minutes: 240,
    place: 'dn',
    prices: [300_000, 800_000],
    coHost: 9,
  },
  { host: 3, title: 'Workshop SQL thực chiến', category: 'workshop', day: 1, hour: 19, minutes: 120, place: 'ONLINE', prices: [0] },
  {
    host: 3,
    title: 'Khoá học ngắn: Dashboard với Power BI',
    category: 'khoa-hoc-ngan',
    day: -27,
    hour: 20,
    minutes: 120,
    place: 'ONLINE',
    prices: [1_500_000],
    sessions: 5,
  },
  { host: 3, title: 'Giao lưu Data Đà Nẵng tháng này', category: 'giao-luu', day: 33, hour: 18, minutes: 120, place: 'dn', prices: [0] },
  { host: 4, title: 'Yoga buổi sáng bên hồ Tây', category: 'the-thao', day: 2, hour: 6, minutes: 60, place: 'hn', prices: [50_000], sessions: 4 },
  { host: 4, title: 'Thiền chánh niệm cho người bận rộn', category: 'workshop', day: -5, hour: 20, minutes: 45, place: 'ONLINE', prices: [0] },
  {
    host: 4,
    title: 'Khoá học ngắn: Yoga trị liệu cột sống',
    category: 'khoa-hoc-ngan',
    day: 18,
    hour: 7,
    minutes: 75,
    place: 'hn2',
    prices: [700_000],
    sessions: 6,
  },
  { host: 5, title: 'Hội thảo Tiếp thị số trên TikTok', category: 'hoi-thao', day: 8, hour: 14, minutes: 180, place: 'hcm2', prices: [0, 350_000] },
  { host: 5, title: 'Workshop Viết nội dung bán hàng', category: 'workshop', day: -9, hour: 19, minutes: 120, place: 'ONLINE', prices: [249_000] },
  { host: 5, title: 'Giao lưu Marketer trẻ Sài Gòn', category: 'giao-luu', day: 40, hour: 18, minutes: 150, place: 'hcm', prices: [100_000] },
  { host: 6, title: 'Lớp nấu phở bò Hà Nội', category: 'workshop', day: 4, hour: 9, minutes: 180, place: 'hue', prices: [450_000] },
  { host: 6, title: 'Workshop bánh cuốn Thanh Trì', category: 'workshop', day: -15, hour: 9, minutes: 150, place: 'hue', prices: [380_000] },
  { host: 6, title: 'Giao lưu ẩm thực cung đình Huế', category: 'giao-luu', day: 26, hour: 17, minutes: 120, place: 'hue', prices: [0] },
  { host: 7, title: 'Hội thảo Tài chính cá nhân cho người trẻ', category: 'hoi-thao', day: 0, hour: 19, minutes: 120, place: 'ONLINE', prices: [0] },
  {
    host: 7,
    title: 'Khoá học ngắn: Đầu tư chỉ số dài hạn',
    category: 'khoa-hoc-ngan',
    day: 11,
    hour: 20,
    minutes: 90,
    place: 'ONLINE',
    prices: [990_000],
    sessions: 4,
  },
  { host: 7, title: 'Giao lưu Lập ngân sách gia đình', category: 'giao-luu', day: -2, hour: 9, minutes: 90, place: 'hn', prices: [0] },
  { host: 8, title: 'Workshop vẽ minh họa trên iPad', category: 'workshop', day: 7, hour: 14, minutes: 180, place: 'hcm', prices: [550_000] },
  { host: 8, title: 'Triển lãm tranh minh họa Sài Gòn xưa', category: 'trien-lam', day: -7, hour: 9, minutes: 480, place: 'hcm2', prices: [0], sessions: 3 },
  {
    host: 8,
    title: 'Khoá học ngắn: Xây dựng portfolio minh họa',
    category: 'khoa-hoc-ngan',
    day: 30,
    hour: 19,
    minutes: 120,
    place: 'ONLINE',
    prices: [1_100_000],
    sessions: 4,
  },
  { host: 9, title: 'Hội thảo Gọi vốn vòng hạt giống', category: 'hoi-thao', day: 16, hour: 8, minutes: 240, place: 'hn', prices: [500_000, 1_500_000] },
  { host: 9, title: 'Giao lưu Khởi nghiệp cà phê sáng thứ Bảy', category: 'giao-luu', day: -1, hour: 7, minutes: 90, place: 'hn2', prices: [0] },
  { host: 9, title: 'Workshop Mô hình kinh doanh tinh gọn', category: 'workshop', day: 45, hour: 13, minutes: 210, place: 'dn', prices: [650_000] },
  { host: 10, title: 'Hoà nhạc Piano mùa thu', category: 'hoa-nhac', day: 10, hour: 20, minutes: 120, place: 'dn', prices: [300_000, 600_000] },
  { host: 10, title: 'Hoà nhạc Trịnh Công Sơn dưới trăng', category: 'hoa-nhac', day: -18, hour: 19, minutes: 150, place: 'dl', prices: [400_000] },
  {
    host: 10,
    title: 'Khoá học ngắn: Piano từ con số không',
    category: 'khoa-hoc-ngan',
    day: 13,
    hour: 19,
    minutes: 60,
    place: 'ONLINE',
    prices: [1_800_000],
    sessions: 8,
  },
  { host: 10, title: 'Hoà nhạc thiếu nhi cuối năm', category: 'hoa-nhac', day: 55, hour: 18, minutes: 90, place: 'hcm', prices: [0, 150_000] },
  { host: 11, title: 'Tour chụp ảnh bình minh Đà Lạt', category: 'workshop', day: 20, hour: 5, minutes: 240, place: 'dl', prices: [850_000] },
  { host: 11, title: 'Triển lãm ảnh phong cảnh Việt Nam', category: 'trien-lam', day: 24, hour: 9, minutes: 540, place: 'hn', prices: [0], sessions: 2 },
  { host: 11, title: 'Workshop chỉnh màu ảnh với Lightroom', category: 'workshop', day: -24, hour: 19, minutes: 120, place: 'ONLINE', prices: [299_000] },
  { host: 12, title: 'Hội thảo Viết CV và thư xin việc', category: 'hoi-thao', day: 15, hour: 19, minutes: 90, place: 'ONLINE', prices: [0] },
  { host: 12, title: 'Giải chạy bộ Vì việc làm xanh', category: 'the-thao', day: 35, hour: 5, minutes: 180, place: 'hcm', prices: [200_000] },
  {
    host: 12,
    title: 'Giao lưu Đàm phán lương cho người đi làm',
    category: 'giao-luu',
    day: 58,
    hour: 19,
    minutes: 120,
    place: 'ONLINE',
    prices: [79_000],
    coHost: 1,
  },
];

/** The demo host's unfinished work: two drafts and one waiting for an admin. */
const UNPUBLISHED: readonly (DemoEvent & { status: 'DRAFT' | 'PENDING_APPROVAL_WITH_ADMIN' })[] = [
  { host: 1, status: 'DRAFT', title: 'Workshop Design System (bản nháp)', category: 'workshop', day: 50, hour: 14, minutes: 180, place: 'hn2', prices: [] },
  {
    host: 1,
    status: 'DRAFT',
    title: 'Hội thảo UX Writing (bản nháp)',
    category: 'hoi-thao',
    day: 60,
    hour: 9,
    minutes: 120,
    place: 'ONLINE',
    prices: [0],
    sessions: 0,
  },
  {
    host: 1,
    status: 'PENDING_APPROVAL_WITH_ADMIN',
    title: 'Khoá học ngắn: Kiểm thử khả dụng',
    category: 'khoa-hoc-ngan',
    day: 28,
    hour: 19,
    minutes: 90,
    place: 'ONLINE',
    prices: [750_000],
    sessions: 3,
  },
];

const SUMMARIES: Record<string, string> = {
  'hoi-thao': 'Chia sẻ từ người trong nghề, kèm phần hỏi đáp.',
  workshop: 'Vừa học vừa làm: mang về thành phẩm của chính bạn.',
  'khoa-hoc-ngan': 'Vài buổi học ngắn, có bài tập và nhận xét sau mỗi buổi.',
  'hoa-nhac': 'Một đêm nhạc ấm cúng cùng bạn bè và gia đình.',
  'giao-luu': 'Gặp gỡ, kết nối và trò chuyện thân mật.',
  'the-thao': 'Vận động nhẹ nhàng, khoẻ người, vui tinh thần.',
  'trien-lam': 'Mở cửa tự do, có hướng dẫn viên theo giờ.',
};
const DAY = 86_400_000;
const hostEmail = (n: number) => (n === 1 ? DEMO_HOST.email : `host${n}@demo.vn`);
/** A local hour in Vietnam (UTC+7) `day` days from today. */
function vietnamTime(today: Date, day: number, hour: number): Date {
  const local = new Date(today.getTime() + 7 * 3_600_000);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() + day, hour - 7));
}

/**
 * Event categories and some forty published events of the demo hosts, with sessions and tiers,
 * plus drafts and one event in review for host@demo.vn. Called once, after the demo hosts.
 */
export async function seedEvents(deps: { db: Db; users: UsersRepository; images: DemoImages; now?: Date }): Promise<void> {
  const { db, users, images } = deps;
  const today = deps.now ?? new Date();
  const categoryRows = await createEventCategoriesRepository(db).insertMany(CATEGORIES.map(([name, slug, icon], position) => ({ name, slug, icon, position })));
  const categoryId = new Map(categoryRows.map((c) => [c.slug, c.id]));
  const hostIds = new Map<number, string>();
  for (const n of new Set([...EVENTS, ...UNPUBLISHED].flatMap((e) => [e.host, ...(e.coHost ? [e.coHost] : [])]))) {
    const host = await users.findByEmail(hostEmail(n));
    if (host) hostIds.set(n, host.id);
  }

  const eventRows: EventsInBulk['events'] = [];
  const sessionRows: EventsInBulk['sessions'] = [];
  const tierRows: EventsInBulk['tiers'] = [];
  const links: EventsInBulk['categoryLinks'] = [];
  const coHosts: EventsInBulk['coHosts'] = [];
  for (const [i, e] of [...EVENTS.map((e) => ({ ...e, status: 'PUBLISHED' as const })), ...UNPUBLISHED].entries()) {
    const hostId = hostIds.get(e.host);
    if (!hostId) continue;
    const id = randomUUID();
    const slug = slugify(e.title);
    const sessions = Array.from({ length: e.sessions ?? 1 }, (_, n) => {
      const startAt = vietnamTime(today, e.day + 7 * n, e.hour);
      return { startAt, endAt: new Date(startAt.getTime() + e.minutes * 60_000) };
    });
    const tiers = e.prices.map((price, n) => ({
      name: e.prices.length === 1 ? (price === 0 ? 'Vé miễn phí' : 'Vé tham dự') : n === 0 ? 'Vé thường' : 'Vé VIP',
      price,
      capacity: n === 0 ? 100 + (i % 5) * 50 : 30,
      status: 'ACTIVE' as const,
      maxPerOrder: 10,
    }));
    const place = e.place === 'ONLINE' ? null : PLACES[e.place]!;
    const published = e.status === 'PUBLISHED';
    eventRows.push({
      id,
      hostId,
      slug,
      title: e.title,
      summary: SUMMARIES[e.category] ?? null,
      description: `<p>${e.title}.</p><p>Chương trình gồm phần chia sẻ, thực hành và hỏi đáp. Phù hợp cho người mới lẫn người đã có kinh nghiệm.</p>`,
      coverImage: images.covers[i % images.covers.length]!,
      format: place ? 'OFFLINE' : 'ONLINE',
      meetingTool: place ? null : i % 2 ? 'ZOOM' : 'GOOGLE_MEET',
      meetingUrl: place ? null : i % 2 ? `https://zoom.us/j/${9_000_000_000 + i}` : `https://meet.google.com/abc-defg-${String(100 + i)}`,
      venueName: place?.[0] ?? null,
      address: place?.[1] ?? null,
      city: place?.[2] ?? null,
      sessionType: sessions.length > 1 ? 'SESSION' : 'SINGLE',
      durationType: e.minutes >= 480 ? 'DURATION_OVER_DAY' : 'DURATION_IN_DAY',
      status: e.status,
      ...deriveEventFields(sessions, tiers),
      submittedAt: e.status === 'DRAFT' ? null : new Date(today.getTime() - (40 - (i % 10)) * DAY),
      publishedAt: published ? new Date(today.getTime() - (35 - (i % 10)) * DAY) : null,
      reviewedAt: published ? new Date(today.getTime() - (35 - (i % 10)) * DAY) : null,
      createdAt: new Date(today.getTime() - (45 - (i % 10)) * DAY),
    });
    sessionRows.push(
      ...sessions.map((s, n) => ({ ...s, eventId: id, slug: `${slug}-${n + 1}`, position: n, title: sessions.length > 1 ? `Buổi ${n + 1}` : null })),
    );
    tierRows.push(...tiers.map((t, position) => ({ ...t, eventId: id, position })));
    links.push({ eventId: id, eventCategoryId: categoryId.get(e.category)! });
    const coHostId = e.coHost && hostIds.get(e.coHost);
    if (coHostId) coHosts.push({ eventId: id, userId: coHostId });
  }
  if (!eventRows.length) return;
  const repo = createEventsRepository(db);
  await db.transaction((tx) => repo.insertMany({ events: eventRows, sessions: sessionRows, tiers: tierRows, categoryLinks: links, coHosts }, tx));
}
