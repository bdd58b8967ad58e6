import { cmsComponents as c } from './components.js';
import { defineCmsContentType } from './define.js';

/** The twelve collection types of the content service (product spec 7.2). */

const image = { type: 'media', multiple: false, allowedTypes: ['images'] } as const;
const order = { type: 'integer', default: 0, min: 0, label: 'Thứ tự' } as const;

export const cmsAcademyCategory = defineCmsContentType({
  kind: 'collectionType',
  singularName: 'academy-category',
  pluralName: 'academy-categories',
  displayName: 'Danh mục học viện',
  draftAndPublish: true,
  localized: false,
  attributes: {
    name: { type: 'string', required: true, label: 'Tên' },
    slug: { type: 'uid', targetField: 'name', required: true, unique: true, label: 'Đường dẫn' },
    description: { type: 'text', label: 'Mô tả' },
    icon: { ...image, label: 'Biểu tượng' },
    order,
    instructors: { type: 'relation', relation: 'manyToMany', target: 'instructor', inversedBy: 'academyCategories', label: 'Giảng viên' },
  },
});

export const cmsArticle = defineCmsContentType({
  kind: 'collectionType',
  singularName: 'article',
  pluralName: 'articles',
  displayName: 'Bài viết',
  description: 'Bài viết biên tập của trang chủ và học viện',
  draftAndPublish: true,
  localized: true,
  attributes: {
    title: { type: 'string', required: true, label: 'Tiêu đề' },
    slug: { type: 'uid', targetField: 'title', required: true, unique: true, label: 'Đường dẫn' },
    excerpt: { type: 'text', maxLength: 500, label: 'Tóm tắt' },
    content: { type: 'richtext', label: 'Nội dung' },
    cover: { ...image, label: 'Ảnh bìa' },
    featured: { type: 'boolean', default: false, label: 'Nổi bật' },
    readingMinutes: { type: 'integer', min: 0, label: 'Số phút đọc' },
    category: { type: 'relation', relation: 'manyToOne', target: 'category', inversedBy: 'articles', label: 'Chuyên mục' },
    hashtags: { type: 'relation', relation: 'manyToMany', target: 'hashtag', inversedBy: 'articles', label: 'Hashtag' },
    author: { type: 'relation', relation: 'manyToOne', target: 'instructor', label: 'Tác giả' },
    seo: c.seo(false, 'SEO'),
  },
});

export const cmsCategory = defineCmsContentType({
  kind: 'collectionType',
  singularName: 'category',
  pluralName: 'categories',
  displayName: 'Chuyên mục',
  draftAndPublish: false,
  localized: false,
  attributes: {
    name: { type: 'string', required: true, label: 'Tên' },
    slug: { type: 'uid', targetField: 'name', required: true, unique: true, label: 'Đường dẫn' },
    description: { type: 'text', label: 'Mô tả' },
    order,
    parent: { type: 'relation', relation: 'manyToOne', target: 'category', label: 'Chuyên mục cha' },
    articles: { type: 'relation', relation: 'oneToMany', target: 'article', mappedBy: 'category', label: 'Bài viết' },
  },
});

export const cmsFaq = defineCmsContentType({
  kind: 'collectionType',
  singularName: 'faq',
  pluralName: 'faqs',
  displayName: 'Câu hỏi thường gặp',
  description: 'Trang trợ giúp, trang hội viên và career launchpad',
  draftAndPublish: true,
  localized: true,
  attributes: {
    question: { type: 'string', required: true, label: 'Câu hỏi' },
    answer: { type: 'richtext', required: true, label: 'Trả lời' },
    group: {
      type: 'enumeration',
      values: ['GENERAL', 'ACCOUNT', 'PAYMENT', 'EVENT', 'COURSE', 'MEMBERSHIP', 'RESKILL'],
      default: 'GENERAL',
      required: true,
      label: 'Nhóm',
    },
    order,
  },
});

export const cmsHashtag = defineCmsContentType({
  kind: 'collectionType',
  singularName: 'hashtag',
  pluralName: 'hashtags',
  displayName: 'Hashtag',
  draftAndPublish: false,
  localized: false,
  attributes: {
    name: { type: 'string', required: true, unique: true, label: 'Tên' },
    slug: { type: 'uid', targetField: 'name', required: true, unique: true, label: 'Đường dẫn' },
    articles: { type: 'relation', relation: 'manyToMany', target: 'article', mappedBy: 'hashtags', label: 'Bài viết' },
    posts: { type: 'relation', relation: 'manyToMany', target: 'post', mappedBy: 'hashtags', label: 'Tin' },
  },
});

export const cmsInstructor = defineCmsContentType({
  kind: 'collectionType',
  singularName: 'instructor',
  pluralName: 'instructors',
  displayName: 'Giảng viên',
  draftAndPublish: true,
  localized: false,
  attributes: {
    name: { type: 'string', required: true, label: 'Họ tên' },
    slug: { type: 'uid', targetField: 'name', required: true, unique: true, label: 'Đường dẫn' },
    jobTitle: { type: 'string', label: 'Chức danh' },
    bio: { type: 'richtext', label: 'Giới thiệu' },
    avatar: { ...image, label: 'Ảnh đại diện' },
    expertise: { type: 'text', label: 'Chuyên môn' },
    hostId: { type: 'string', label: 'Mã host trên sàn' },
    socialLinks: c.socialLink(true, 'Mạng xã hội'),
    academyCategories: { type: 'relation', relation: 'manyToMany', target: 'academy-category', mappedBy: 'instructors', label: 'Danh mục học viện' },
  },
});

export const cmsMemberShip = defineCmsContentType({
  kind: 'collectionType',
  singularName: 'member-ship',
  pluralName: 'member-ships',
  displayName: 'Gói hội viên',
  description: 'Thẻ gói trên trang hội viên (giá bán thật ở máy chủ chính)',
  draftAndPublish: true,
  localized: false,
  attributes: {
    name: { type: 'string', required: true, label: 'Tên gói' },
    slug: { type: 'uid', targetField: 'name', required: true, unique: true, label: 'Đường dẫn' },
    tagline: { type: 'string', label: 'Khẩu hiệu' },
    description: { type: 'richtext', label: 'Mô tả' },
    price: { type: 'integer', min: 0, label: 'Giá hiển thị (VND)' },
    billingPeriod: { type: 'enumeration', values: ['DAY', 'WEEK', 'MONTH', 'YEAR'], default: 'MONTH', label: 'Chu kỳ' },
    membershipId: { type: 'string', label: 'Mã gói trên sàn' },
    highlighted: { type: 'boolean', default: false, label: 'Nổi bật' },
    benefits: c.feature(true, 'Quyền lợi'),
    cta: c.link(false, 'Nút hành động'),
    order,
  },
});

export const cmsMenu = defineCmsContentType({
  kind: 'collectionType',
  singularName: 'menu',
  pluralName: 'menus',
  displayName: 'Menu',
  draftAndPublish: false,
  localized: true,
  attributes: {
    title: { type: 'string', required: true, label: 'Tiêu đề' },
    url: { type: 'string', label: 'Đường dẫn' },
    icon: { type: 'string', label: 'Tên biểu tượng' },
    order,
    items: c.menuItem(true, 'Mục con'),
    parent: { type: 'relation', relation: 'manyToOne', target: 'menu-ancestor', inversedBy: 'menus', label: 'Nhóm menu' },
  },
});

export const cmsMenuAncestor = defineCmsContentType({
  kind: 'collectionType',
  singularName: 'menu-ancestor',
  pluralName: 'menu-ancestors',
  displayName: 'Nhóm menu',
  draftAndPublish: false,
  localized: true,
  attributes: {
    title: { type: 'string', required: true, label: 'Tiêu đề' },
    slug: { type: 'uid', targetField: 'title', required: true, unique: true, label: 'Mã nhóm' },
    location: { type: 'enumeration', values: ['HEADER', 'FOOTER', 'MOBILE', 'ACCOUNT'], required: true, default: 'HEADER', label: 'Vị trí' },
    order,
    menus: { type: 'relation', relation: 'oneToMany', target: 'menu', mappedBy: 'parent', label: 'Menu' },
  },
});

export const cmsPost = defineCmsContentType({
  kind: 'collectionType',
  singularName: 'post',
  pluralName: 'posts',
  displayName: 'Tin tức / dự án / blog',
  draftAndPublish: true,
  localized: true,
  attributes: {
    title: { type: 'string', required: true, label: 'Tiêu đề' },
    slug: { type: 'uid', targetField: 'title', required: true, unique: true, label: 'Đường dẫn' },
    type: { type: 'enumeration', values: ['NEWS', 'PROJECT', 'BLOG'], required: true, default: 'BLOG', label: 'Loại' },
    excerpt: { type: 'text', maxLength: 500, label: 'Tóm tắt' },
    content: { type: 'richtext', label: 'Nội dung' },
    cover: { ...image, label: 'Ảnh bìa' },
    gallery: { type: 'media', multiple: true, allowedTypes: ['images', 'videos'], label: 'Thư viện ảnh' },
    authorName: { type: 'string', label: 'Tác giả' },
    category: { type: 'relation', relation: 'manyToOne', target: 'category', label: 'Chuyên mục' },
    hashtags: { type: 'relation', relation: 'manyToMany', target: 'hashtag', inversedBy: 'posts', label: 'Hashtag' },
    seo: c.seo(false, 'SEO'),
  },
});

export const cmsReview = defineCmsContentType({
  kind: 'collectionType',
  singularName: 'review',
  pluralName: 'reviews',
  displayName: 'Cảm nhận học viên',
  draftAndPublish: true,
  localized: false,
  attributes: {
    authorName: { type: 'string', required: true, label: 'Người viết' },
    authorTitle: { type: 'string', label: 'Chức danh' },
    avatar: { ...image, label: 'Ảnh' },
    rating: { type: 'integer', required: true, min: 1, max: 5, default: 5, label: 'Số sao' },
    content: { type: 'text', required: true, label: 'Nội dung' },
    featured: { type: 'boolean', default: false, label: 'Nổi bật' },
    order,
    instructor: { type: 'relation', relation: 'manyToOne', target: 'instructor', label: 'Giảng viên' },
  },
});

export const cmsSection = defineCmsContentType({
  kind: 'collectionType',
  singularName: 'section',
  pluralName: 'sections',
  displayName: 'Khối nội dung',
  description: 'Khối biên tập của trang chủ, học viện và các trang giới thiệu',
  draftAndPublish: true,
  localized: true,
  attributes: {
    key: { type: 'uid', required: true, unique: true, label: 'Mã khối' },
    page: { type: 'enumeration', values: ['HOME', 'ACADEMY', 'MEMBERSHIP', 'LAUNCHPAD', 'RESKILL', 'HELP'], required: true, default: 'HOME', label: 'Trang' },
    title: { type: 'string', required: true, label: 'Tiêu đề' },
    subtitle: { type: 'string', label: 'Tiêu đề phụ' },
    content: { type: 'richtext', label: 'Nội dung' },
    image: { ...image, label: 'Ảnh' },
    items: c.feature(true, 'Các ý'),
    cta: c.link(false, 'Nút hành động'),
    order,
  },
});
