import type { PostsService } from '../modules/catalogue/index.js';
import type { UsersRepository } from '../modules/identity/index.js';
import type { DemoImages } from './images.js';

/** The demo host's published posts: one of each type, so /blog, /news and /projects show something. */
const POSTS = [
  {
    type: 'BLOG',
    title: 'Ba điều tôi học được sau một năm dạy trực tuyến',
    content:
      '<p>Một năm trước, tôi mở lớp trực tuyến đầu tiên với 12 học viên. Đây là ba điều tôi ước mình biết sớm hơn.</p>' +
      '<h2>1. Bài học ngắn thì học viên học hết</h2><p>Video dưới 10 phút có tỉ lệ xem hết gấp đôi.</p>' +
      '<h2>2. Bài tập nhỏ sau mỗi chương</h2><p>Một câu hỏi thực hành giúp học viên nhớ lâu hơn mọi bản tóm tắt.</p>' +
      '<h2>3. Trả lời câu hỏi trong ngày</h2><blockquote>Học viên cần cảm giác có người đồng hành.</blockquote>',
  },
  {
    type: 'NEWS',
    title: 'Khai giảng khoá Thiết kế trải nghiệm người dùng tháng tới',
    content: '<p>Lớp mới mở đăng ký với <strong>ưu đãi 20%</strong> cho 30 học viên đầu tiên. Lịch học tối thứ Ba và thứ Năm.</p>',
  },
  {
    type: 'PROJECT',
    title: 'Dự án cộng đồng: Thư viện tài liệu thiết kế miễn phí',
    content:
      '<p>Chúng tôi đang tập hợp bộ tài liệu thiết kế bằng tiếng Việt, miễn phí cho sinh viên.</p><ul><li>Mẫu giao diện</li><li>Bảng kiểm tra khả năng tiếp cận</li><li>Bài viết hướng dẫn</li></ul>',
  },
] as const;

export async function seedPosts(deps: { users: UsersRepository; posts: PostsService; images: DemoImages; hostEmail: string }): Promise<void> {
  const host = await deps.users.findByEmail(deps.hostEmail);
  if (!host) return;
  for (const [i, post] of POSTS.entries()) {
    await deps.posts.create(
      { id: host.id, role: 'HOST' },
      { ...post, status: 'PUBLISHED', coverImage: deps.images.covers[(i + 2) % deps.images.covers.length] ?? null },
    );
  }
}
