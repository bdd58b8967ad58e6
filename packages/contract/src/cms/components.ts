import type { CmsComponentField, CmsFields } from './define.js';

/** Reusable parts of the declarations (Strapi's "components"), each field built by a helper below. */

const linkFields = {
  label: { type: 'string', required: true, label: 'Nhãn' },
  url: { type: 'string', required: true, label: 'Đường dẫn' },
  openInNewTab: { type: 'boolean', default: false, label: 'Mở tab mới' },
} satisfies CmsFields;

const seoFields = {
  metaTitle: { type: 'string', maxLength: 70, label: 'Tiêu đề SEO' },
  metaDescription: { type: 'text', maxLength: 160, label: 'Mô tả SEO' },
  shareImage: { type: 'media', multiple: false, allowedTypes: ['images'], label: 'Ảnh chia sẻ' },
} satisfies CmsFields;

const featureFields = {
  title: { type: 'string', required: true, label: 'Tiêu đề' },
  description: { type: 'text', label: 'Mô tả' },
  icon: { type: 'media', multiple: false, allowedTypes: ['images'], label: 'Biểu tượng' },
  url: { type: 'string', label: 'Đường dẫn (nếu có)' },
} satisfies CmsFields;

const stepFields = {
  title: { type: 'string', required: true, label: 'Tiêu đề' },
  description: { type: 'text', label: 'Mô tả' },
  duration: { type: 'string', label: 'Thời lượng' },
} satisfies CmsFields;

const socialLinkFields = {
  platform: { type: 'enumeration', values: ['FACEBOOK', 'ZALO', 'YOUTUBE', 'TIKTOK', 'LINKEDIN', 'WEBSITE'], required: true, label: 'Mạng' },
  url: { type: 'string', required: true, label: 'Đường dẫn' },
} satisfies CmsFields;

const menuItemFields = {
  label: { type: 'string', required: true, label: 'Nhãn' },
  url: { type: 'string', required: true, label: 'Đường dẫn' },
  icon: { type: 'string', label: 'Tên biểu tượng' },
  openInNewTab: { type: 'boolean', default: false, label: 'Mở tab mới' },
} satisfies CmsFields;

const statFields = {
  value: { type: 'string', required: true, label: 'Con số' },
  label: { type: 'string', required: true, label: 'Ý nghĩa' },
} satisfies CmsFields;

function component<F extends CmsFields>(component: string, fields: F) {
  return (repeatable: boolean, label?: string) =>
    ({ type: 'component', component, repeatable, fields, ...(label ? { label } : {}) }) satisfies CmsComponentField;
}

export const cmsComponents = {
  link: component('shared.link', linkFields),
  seo: component('shared.seo', seoFields),
  feature: component('shared.feature', featureFields),
  step: component('shared.step', stepFields),
  socialLink: component('shared.social-link', socialLinkFields),
  menuItem: component('navigation.menu-item', menuItemFields),
  stat: component('shared.stat', statFields),
};
