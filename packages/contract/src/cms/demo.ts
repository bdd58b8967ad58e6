/**
 * The demo content of the public home and the site's menus, written once: the content service seeds it on first
 * start (apps/cms/src/seed.ts) and the web shows the same when the service cannot be reached, so that a page
 * never differs between "empty service" and "service down". Shapes are the declarations' fields (section, menu).
 */

export interface CmsDemoLink {
  label: string;
  url: string;
  openInNewTab?: boolean;
}

/** One entry of `menu` under a group (`menu-ancestor`): a link, or a heading with its `items`. */
export interface CmsDemoMenu {
  title: string;
  url?: string;
  items?: CmsDemoLink[];
}

export interface CmsDemoMenuGroup {
  title: string;
  slug: string;
  location: 'HEADER' | 'FOOTER' | 'MOBILE' | 'ACCOUNT';
  menus: CmsDemoMenu[];
}

/** One `section` of the home (`page: HOME`); the web places the known keys, and shows others after them. */
export interface CmsDemoSection {
  key: string;
  title: string;
  subtitle?: string;
  content?: string;
  items?: { title: string; description?: string; url?: string }[];
  cta?: CmsDemoLink;
}

const sections: CmsDemoLink[] = [
  { label: 'Sự kiện', url: '/events' },
  { label: 'Khoá học', url: '/courses' },
  { label: 'Sách điện tử', url: '/ebooks' },
  { label: 'Combo', url: '/combos' },
  { label: 'Lịch hẹn', url: '/calendars' },
  { label: 'Nhà tổ chức', url: '/hosts' },
  { label: 'Reskill', url: '/reskills' },
  { label: 'Blog', url: '/blog' },
  { label: 'Hội viên', url: '/memberships' },
];

/** The header's sections (also the phone menu's) and the footer's columns. */
export const CMS_DEMO_MENU_GROUPS: readonly CmsDemoMenuGroup[] = [
  { title: 'Menu chính', slug: 'header', location: 'HEADER', menus: sections.map(({ label, url }) => ({ title: label, url })) },
  {
    title: 'Chân trang',
    slug: 'footer',
    location: 'FOOTER',
    menus: [
      { title: 'Khám phá', items: [...sections, { label: 'Học viện', url: '/academy' }] },
      { title: 'Dành cho nhà tổ chức', items: [{ label: 'Mở studio', url: '/studio' }] },
      {
        title: 'Hỗ trợ',
        items: [
          { label: 'Trung tâm trợ giúp', url: '/help' },
          { label: 'Điều khoản sử dụng', url: '/terms' },
          { label: 'Chính sách bảo mật', url: '/privacy' },
        ],
      },
    ],
  },
];

/** The keys of the home's own blocks, in the order the page places them. */
export const CMS_HOME_KEYS = { hero: 'home-hero', categories: 'home-categories', values: 'home-values', host: 'home-host' } as const;

/** The editorial blocks of the public home, in order. */
export const CMS_DEMO_HOME_SECTIONS: readonly CmsDemoSection[] = [
  {
    key: CMS_HOME_KEYS.hero,
    subtitle: 'Nền tảng học tập & sự kiện cho người Việt',
    title: 'Học điều mới, gặp người giỏi — ngay trong tuần này',
    content: 'Hàng trăm sự kiện, khoá học trực tuyến và sách điện tử từ những người dạy, nhà tổ chức uy tín. Đặt chỗ trong vài giây, thanh toán bằng VND.',
    cta: { label: 'Khám phá sự kiện', url: '/events' },
  },
  {
    key: CMS_HOME_KEYS.categories,
    title: 'Bắt đầu từ điều bạn quan tâm',
    items: [
      { title: 'Sự kiện', description: 'Hội thảo, workshop và gặp gỡ trực tiếp hoặc trực tuyến.', url: '/events' },
      { title: 'Khoá học', description: 'Học theo lộ trình, xem lại bài giảng bất cứ lúc nào.', url: '/courses' },
      { title: 'Sách điện tử', description: 'Tài liệu chọn lọc từ chuyên gia, đọc ngay trên mọi thiết bị.', url: '/ebooks' },
      { title: 'Gói hội viên', description: 'Một gói, mở khoá nhiều nội dung và ưu đãi riêng.', url: '/memberships' },
    ],
  },
  {
    key: CMS_HOME_KEYS.values,
    title: 'Vì sao chọn chúng tôi',
    items: [
      { title: 'Nội dung được kiểm duyệt', description: 'Mỗi sự kiện và khoá học đều được đội ngũ kiểm duyệt trước khi xuất bản.' },
      { title: 'Thanh toán an toàn', description: 'Hỗ trợ VNPay, MoMo và thẻ quốc tế. Hoá đơn rõ ràng, hoàn tiền minh bạch.' },
      { title: 'Nhắc lịch đúng lúc', description: 'Nhận nhắc nhở qua ứng dụng, email, SMS hoặc Zalo để không lỡ buổi nào.' },
    ],
  },
  {
    key: CMS_HOME_KEYS.host,
    title: 'Bạn có kiến thức muốn chia sẻ?',
    content: 'Mở studio để tạo sự kiện, bán vé, xuất bản khoá học và nhận thanh toán — tất cả ở một nơi.',
    cta: { label: 'Trở thành nhà tổ chức', url: '/studio' },
  },
];
