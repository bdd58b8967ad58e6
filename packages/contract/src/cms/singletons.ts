import { cmsComponents as c } from './components.js';
import { defineCmsContentType } from './define.js';

/** The six single types of the content service (product spec 7.2); `configration` is spelt so. */

const image = { type: 'media', multiple: false, allowedTypes: ['images'] } as const;
const hero = {
  title: { type: 'string', required: true, label: 'Tiêu đề' },
  subtitle: { type: 'text', label: 'Tiêu đề phụ' },
  heroImage: { ...image, label: 'Ảnh đầu trang' },
} as const;

export const cmsBlog = defineCmsContentType({
  kind: 'singleType',
  singularName: 'blog',
  pluralName: 'blogs',
  displayName: 'Trang blog',
  draftAndPublish: true,
  localized: true,
  attributes: {
    ...hero,
    featuredPosts: { type: 'relation', relation: 'manyToMany', target: 'post', label: 'Tin nổi bật' },
    featuredArticles: { type: 'relation', relation: 'manyToMany', target: 'article', label: 'Bài viết nổi bật' },
    seo: c.seo(false, 'SEO'),
  },
});

export const cmsCareerLaunchpad = defineCmsContentType({
  kind: 'singleType',
  singularName: 'career-launchpad',
  pluralName: 'career-launchpads',
  displayName: 'Trang Career Launchpad',
  draftAndPublish: true,
  localized: true,
  attributes: {
    ...hero,
    intro: { type: 'richtext', label: 'Giới thiệu' },
    stats: c.stat(true, 'Con số'),
    steps: c.step(true, 'Lộ trình'),
    benefits: c.feature(true, 'Lợi ích'),
    reviews: { type: 'relation', relation: 'manyToMany', target: 'review', label: 'Cảm nhận' },
    faqs: { type: 'relation', relation: 'manyToMany', target: 'faq', label: 'Câu hỏi' },
    cta: c.link(false, 'Nút hành động'),
    seo: c.seo(false, 'SEO'),
  },
});

export const cmsConfigration = defineCmsContentType({
  kind: 'singleType',
  singularName: 'configration',
  pluralName: 'configrations',
  displayName: 'Cấu hình trang',
  description: 'Thông tin chung, điều khoản, chính sách bảo mật và lời mở đầu trang trợ giúp',
  draftAndPublish: false,
  localized: true,
  attributes: {
    siteName: { type: 'string', required: true, label: 'Tên trang' },
    logo: { ...image, label: 'Logo' },
    hotline: { type: 'string', label: 'Hotline' },
    email: { type: 'email', label: 'E-mail liên hệ' },
    address: { type: 'text', label: 'Địa chỉ' },
    socialLinks: c.socialLink(true, 'Mạng xã hội'),
    helpIntro: { type: 'richtext', label: 'Lời mở đầu trang trợ giúp' },
    termsOfService: { type: 'richtext', label: 'Điều khoản sử dụng' },
    termsUpdatedAt: { type: 'date', label: 'Điều khoản cập nhật ngày' },
    privacyPolicy: { type: 'richtext', label: 'Chính sách bảo mật' },
    privacyUpdatedAt: { type: 'date', label: 'Chính sách cập nhật ngày' },
    footerNote: { type: 'text', label: 'Chú thích chân trang' },
    seo: c.seo(false, 'SEO mặc định'),
  },
});

export const cmsHomeAcademy = defineCmsContentType({
  kind: 'singleType',
  singularName: 'home-academy',
  pluralName: 'home-academies',
  displayName: 'Trang chủ học viện',
  draftAndPublish: true,
  localized: true,
  attributes: {
    ...hero,
    intro: { type: 'richtext', label: 'Giới thiệu' },
    stats: c.stat(true, 'Con số'),
    categories: { type: 'relation', relation: 'manyToMany', target: 'academy-category', label: 'Danh mục' },
    instructors: { type: 'relation', relation: 'manyToMany', target: 'instructor', label: 'Giảng viên' },
    sections: { type: 'relation', relation: 'manyToMany', target: 'section', label: 'Khối nội dung' },
    reviews: { type: 'relation', relation: 'manyToMany', target: 'review', label: 'Cảm nhận' },
    seo: c.seo(false, 'SEO'),
  },
});

export const cmsMembershipLanding = defineCmsContentType({
  kind: 'singleType',
  singularName: 'membership-landing',
  pluralName: 'membership-landings',
  displayName: 'Trang giới thiệu hội viên',
  draftAndPublish: true,
  localized: true,
  attributes: {
    ...hero,
    intro: { type: 'richtext', label: 'Giới thiệu' },
    benefits: c.feature(true, 'Quyền lợi'),
    plans: { type: 'relation', relation: 'manyToMany', target: 'member-ship', label: 'Các gói' },
    reviews: { type: 'relation', relation: 'manyToMany', target: 'review', label: 'Cảm nhận' },
    faqs: { type: 'relation', relation: 'manyToMany', target: 'faq', label: 'Câu hỏi' },
    cta: c.link(false, 'Nút hành động'),
    seo: c.seo(false, 'SEO'),
  },
});

export const cmsReskill = defineCmsContentType({
  kind: 'singleType',
  singularName: 'reskill',
  pluralName: 'reskills',
  displayName: 'Trang Reskill',
  draftAndPublish: true,
  localized: true,
  attributes: {
    ...hero,
    intro: { type: 'richtext', label: 'Giới thiệu' },
    steps: c.step(true, 'Lộ trình'),
    benefits: c.feature(true, 'Lợi ích'),
    reviews: { type: 'relation', relation: 'manyToMany', target: 'review', label: 'Cảm nhận' },
    faqs: { type: 'relation', relation: 'manyToMany', target: 'faq', label: 'Câu hỏi' },
    cta: c.link(false, 'Nút hành động'),
    seo: c.seo(false, 'SEO'),
  },
});
