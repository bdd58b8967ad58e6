import type { PostDto } from '@market/contract';
import { demoHost } from './event-fixtures';

/** A published blog post by the demo host, as the server answers it. */
export const blogPost: PostDto = {
  id: 'a1111111-1111-4111-8111-111111111111',
  slug: 'ghi-chep-hanh-trinh',
  type: 'BLOG',
  status: 'PUBLISHED',
  title: 'Ghi chép hành trình',
  excerpt: 'Những điều học được sau một năm dạy trực tuyến.',
  coverImage: null,
  host: demoHost,
  publishedAt: '2026-03-09T02:00:00.000Z',
  createdAt: '2026-03-08T02:00:00.000Z',
  updatedAt: '2026-03-09T02:00:00.000Z',
  content: '<h2>Mở đầu</h2><p>Xin <strong>chào</strong> các bạn.</p>',
  canEdit: false,
};
