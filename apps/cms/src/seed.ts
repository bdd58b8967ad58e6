import { CMS_DEMO_HOME_SECTIONS, CMS_DEMO_MENU_GROUPS } from '@market/contract';
import type pg from 'pg';
import type { AnswerCache } from './cache.js';
import type { ContentService } from './engine/content.service.js';
import type { TypeRegistry } from './engine/registry.js';

/**
 * The demo content written on first start, through the same service as any editor, so it is validated like
 * theirs. Several processes starting together seed once (advisory lock). It comes in parts, each written once
 * and marked in `cms.seed_parts`: `demo` on an empty `cms.entries`, and parts added later (the home's blocks)
 * once on a service seeded before them; a part an editor has since emptied is not written again. The service's
 * writes do not drop cached answers (its routes do, after them): once a part is written, every process's answers
 * are dropped, so one already serving (a rolling start) does not keep showing the content without it.
 */
export async function seedCmsDemo(pool: pg.Pool, content: ContentService, registry: TypeRegistry, cache: Pick<AnswerCache, 'invalidate'>): Promise<boolean> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock(hashtext($1))', ['cms:seed']);
    const { rows: marks } = await client.query<{ name: string }>('select name from cms.seed_parts');
    const done = new Set(marks.map((r) => r.name));
    const mark = (name: string) => client.query('insert into cms.seed_parts (name) values ($1) on conflict do nothing', [name]);
    let wrote = false;
    if (!done.has('demo')) {
      const { rows } = await client.query('select 1 from cms.entries limit 1');
      if (!rows.length) {
        await writeDemo(content, registry);
        await writeHome(content, registry);
        await mark('home');
        done.add('home');
        wrote = true;
      }
      await mark('demo');
    }
    if (!done.has('home')) {
      await writeHome(content, registry);
      await mark('home');
      wrote = true;
    }
    if (wrote) await cache.invalidate(registry.types.map((type) => type.singularName));
    return wrote;
  } finally {
    await client.query('select pg_advisory_unlock(hashtext($1))', ['cms:seed']).catch(() => undefined);
    client.release();
  }
}

/** The public home's blocks (`section`, page HOME), as the web shows them when the service is down. */
async function writeHome(content: ContentService, registry: TypeRegistry) {
  for (const [order, section] of CMS_DEMO_HOME_SECTIONS.entries()) {
    const data = { ...section, page: 'HOME', order, items: section.items?.map((item) => ({ ...item })) };
    await content.create(registry.get('section'), { data }, {}, BY);
  }
}

const BY = 'seed';

async function writeDemo(content: ContentService, registry: TypeRegistry) {
  const create = async (type: string, data: Record<string, unknown>) => {
    const answer = await content.create(registry.get(type), { data }, {}, BY);
    return (answer.body.data as { id: number }).id;
  };
  const put = (type: string, data: Record<string, unknown>) => content.putSingle(registry.get(type), { data }, {}, BY);

  const faqs = [];
  for (const [i, [group, question, answer]] of FAQS.entries()) faqs.push(await create('faq', { group, question, answer, order: i }));

  for (const [order, group] of CMS_DEMO_MENU_GROUPS.entries()) {
    const parent = await create('menu-ancestor', { title: group.title, slug: group.slug, location: group.location, order });
    for (const [i, menu] of group.menus.entries()) {
      await create('menu', { title: menu.title, url: menu.url ?? null, order: i, parent, items: menu.items?.map((item) => ({ ...item })) ?? [] });
    }
  }

  await put('configration', {
    siteName: 'Học & Sự kiện',
    hotline: '1900 6868',
    email: 'hotro@hocvasukien.vn',
    address: 'Tầng 5, 123 Nguyễn Huệ, Quận 1, TP. Hồ Chí Minh',
    helpIntro: 'Bạn cần hỗ trợ? Xem các câu hỏi thường gặp bên dưới hoặc gọi hotline 1900 6868 (8:00–21:00 mỗi ngày).',
    termsOfService: TERMS,
    termsUpdatedAt: '2026-01-01',
    privacyPolicy: PRIVACY,
    privacyUpdatedAt: '2026-01-01',
    socialLinks: [
      { platform: 'FACEBOOK', url: 'https://facebook.com/hocvasukien' },
      { platform: 'ZALO', url: 'https://zalo.me/hocvasukien' },
    ],
  });

  const reviewA = await create('review', {
    authorName: 'Nguyễn Thu Hà',
    authorTitle: 'Chuyên viên marketing',
    rating: 5,
    content: 'Lộ trình rõ ràng, giảng viên tận tâm. Sau ba tháng mình đã chuyển được sang vị trí mong muốn.',
    featured: true,
  });
  const reviewB = await create('review', {
    authorName: 'Trần Minh Quân',
    authorTitle: 'Lập trình viên',
    rating: 5,
    content: 'Gói hội viên đáng tiền: học không giới hạn và được giảm giá sự kiện.',
  });

  const basic = await create('member-ship', {
    name: 'Hội viên Cơ bản',
    tagline: 'Bắt đầu hành trình học tập',
    price: 199000,
    billingPeriod: 'MONTH',
    order: 0,
    benefits: [{ title: 'Học không giới hạn khoá học cơ bản' }, { title: 'Giảm 10% vé sự kiện' }],
    cta: { label: 'Đăng ký ngay', url: '/memberships' },
  });
  const pro = await create('member-ship', {
    name: 'Hội viên Chuyên nghiệp',
    tagline: 'Tăng tốc sự nghiệp',
    price: 1990000,
    billingPeriod: 'YEAR',
    highlighted: true,
    order: 1,
    benefits: [{ title: 'Toàn bộ khoá học và ebook' }, { title: 'Giảm 30% vé sự kiện' }, { title: 'Tư vấn nghề nghiệp 1-1' }],
    cta: { label: 'Đăng ký ngay', url: '/memberships' },
  });
  const membershipFaqs = faqs.filter((_, i) => FAQS[i]![0] === 'MEMBERSHIP');
  await put('membership-landing', {
    title: 'Trở thành hội viên',
    subtitle: 'Một gói, mọi khoá học và ưu đãi sự kiện',
    intro: 'Hội viên được học không giới hạn, nhận ưu đãi vé sự kiện và tham gia cộng đồng chuyên gia.',
    benefits: [{ title: 'Học không giới hạn' }, { title: 'Ưu đãi sự kiện' }, { title: 'Cộng đồng chuyên gia' }],
    plans: [basic, pro],
    reviews: [reviewA, reviewB],
    faqs: membershipFaqs,
    cta: { label: 'Xem các gói', url: '/memberships#plans' },
  });

  const launchpadFaqs = faqs.filter((_, i) => FAQS[i]![0] === 'RESKILL');
  await put('career-launchpad', {
    title: 'Career Launchpad',
    subtitle: 'Chuyển nghề trong 12 tuần cùng chuyên gia',
    intro: 'Chương trình dành cho người muốn chuyển hướng sự nghiệp: học theo lộ trình, làm dự án thật và được giới thiệu việc làm.',
    stats: [
      { value: '12 tuần', label: 'lộ trình' },
      { value: '85%', label: 'học viên có việc sau 6 tháng' },
    ],
    steps: [
      { title: 'Đánh giá năng lực', description: 'Bài đánh giá và buổi tư vấn 1-1', duration: 'Tuần 1' },
      { title: 'Học theo lộ trình', description: 'Khoá học và bài tập theo nghề đã chọn', duration: 'Tuần 2–9' },
      { title: 'Dự án và giới thiệu việc làm', description: 'Dự án thực tế, hồ sơ và phỏng vấn thử', duration: 'Tuần 10–12' },
    ],
    reviews: [reviewA],
    faqs: launchpadFaqs,
    cta: { label: 'Đăng ký tư vấn', url: '/reskills' },
  });
  await put('reskill', {
    title: 'Reskill',
    subtitle: 'Học lại kỹ năng mới cho công việc mới',
    intro: 'Các chương trình reskill ngắn hạn do doanh nghiệp và chuyên gia thiết kế.',
    steps: [{ title: 'Chọn chương trình' }, { title: 'Học và thực hành' }, { title: 'Nhận chứng nhận' }],
    faqs: launchpadFaqs,
    cta: { label: 'Xem chương trình', url: '/reskills' },
  });

  const lan = await create('instructor', { name: 'Lê Ngọc Lan', jobTitle: 'Giám đốc sản phẩm', expertise: 'Quản lý sản phẩm, UX' });
  const huy = await create('instructor', { name: 'Phạm Quốc Huy', jobTitle: 'Kỹ sư dữ liệu', expertise: 'Phân tích dữ liệu, Python' });
  const product = await create('academy-category', { name: 'Quản lý sản phẩm', description: 'Từ ý tưởng đến sản phẩm', order: 0, instructors: [lan] });
  const data = await create('academy-category', { name: 'Dữ liệu', description: 'Phân tích và khoa học dữ liệu', order: 1, instructors: [huy] });
  const hero = await create('section', {
    key: 'academy-why',
    page: 'ACADEMY',
    title: 'Vì sao chọn học viện?',
    items: [{ title: 'Giảng viên thực chiến' }, { title: 'Học qua dự án' }],
  });
  await put('home-academy', {
    title: 'Học viện',
    subtitle: 'Kỹ năng thực chiến từ chuyên gia',
    stats: [
      { value: '120+', label: 'khoá học' },
      { value: '40+', label: 'giảng viên' },
    ],
    categories: [product, data],
    instructors: [lan, huy],
    sections: [hero],
    reviews: [reviewA, reviewB],
  });
  await put('blog', { title: 'Blog', subtitle: 'Tin tức, dự án và chia sẻ từ cộng đồng' });
}

const FAQS: [string, string, string][] = [
  ['GENERAL', 'Học & Sự kiện là gì?', 'Nền tảng kết nối người học với giảng viên và nhà tổ chức: sự kiện, khoá học trực tuyến, ebook và gói hội viên.'],
  ['ACCOUNT', 'Tôi quên mật khẩu thì làm sao?', 'Chọn "Quên mật khẩu" ở trang đăng nhập, nhập e-mail và làm theo hướng dẫn trong thư.'],
  ['PAYMENT', 'Tôi có thể thanh toán bằng những cách nào?', 'Thẻ nội địa, thẻ quốc tế, ví MoMo và chuyển khoản qua VNPay. Mọi giá đều bằng VND.'],
  ['PAYMENT', 'Làm sao để được hoàn tiền?', 'Gửi yêu cầu hoàn tiền trong mục Đơn hàng; yêu cầu được xử lý trong 7 ngày làm việc.'],
  ['EVENT', 'Tôi nhận vé sự kiện ở đâu?', 'Vé có mã QR nằm trong mục Vé của tôi và được gửi kèm e-mail xác nhận.'],
  ['MEMBERSHIP', 'Tôi có thể huỷ gói hội viên không?', 'Có, bạn huỷ bất cứ lúc nào; quyền lợi còn đến hết chu kỳ đã thanh toán.'],
  ['MEMBERSHIP', 'Gói hội viên có tự gia hạn không?', 'Có, gói tự gia hạn theo chu kỳ; bạn được báo trước bằng e-mail.'],
  ['RESKILL', 'Career Launchpad dành cho ai?', 'Cho người muốn chuyển nghề hoặc mới đi làm, cần lộ trình rõ ràng và người hướng dẫn.'],
];

const TERMS = `## Điều khoản sử dụng

1. Khi dùng nền tảng, bạn đồng ý với các điều khoản này.
2. Bạn chịu trách nhiệm về thông tin tài khoản và mọi hoạt động dưới tài khoản của mình.
3. Nội dung khoá học, sự kiện thuộc về người đăng; không sao chép khi chưa được phép.
4. Giá và thanh toán bằng VND; chính sách hoàn tiền theo từng sản phẩm.`;

const PRIVACY = `## Chính sách bảo mật

Chúng tôi thu thập họ tên, e-mail, số điện thoại và lịch sử giao dịch để cung cấp dịch vụ.
Dữ liệu không được bán cho bên thứ ba. Bạn có thể yêu cầu xem, sửa hoặc xoá dữ liệu của mình
bằng cách liên hệ hotro@hocvasukien.vn.`;
