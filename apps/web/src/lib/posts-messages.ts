/**
 * The Vietnamese texts of posts: the blog, news and project pages, a post's page, and the studio's
 * posts list and editor. Spread into `m` (lib/messages.ts); import `m`. Their studio and admin sections are in posts-console-messages.ts, reached through `cm`.
 */
export const postsMessages = {
  posts: {
    types: { BLOG: 'Blog', NEWS: 'Tin tức', PROJECT: 'Dự án' },
    pages: {
      BLOG: { title: 'Blog', lead: 'Chia sẻ kinh nghiệm, góc nhìn và câu chuyện từ người dạy và nhà tổ chức.' },
      NEWS: { title: 'Tin tức', lead: 'Thông báo mới, lịch khai giảng và những cập nhật đáng chú ý.' },
      PROJECT: { title: 'Dự án', lead: 'Những dự án người dạy và nhà tổ chức đang thực hiện cùng cộng đồng.' },
    },
    typeNav: 'Loại bài viết',
    emptyTitle: 'Chưa có bài viết nào',
    emptyBody: 'Các nhà tổ chức đang chuẩn bị nội dung. Hãy quay lại sau nhé.',
    readMore: 'Đọc tiếp',
    by: (name: string) => `Bởi ${name}`,
    publishedOn: (date: string) => `Đăng ngày ${date}`,
    notFoundTitle: 'Không tìm thấy bài viết',
    notFoundBody: 'Bài viết có thể đã bị gỡ hoặc đường dẫn chưa đúng.',
    backToList: 'Xem các bài viết khác',
    edit: 'Sửa bài viết',
    statusNotice: {
      DRAFT: 'Bài viết đang là bản nháp — chỉ bạn và quản trị viên thấy trang này.',
      ARCHIVED: 'Bài viết đã lưu trữ — không còn hiện công khai.',
      HIDDEN: 'Bài viết đã bị quản trị viên ẩn — chỉ bạn và quản trị viên thấy trang này.',
      PUBLISHED: '',
    } as Record<string, string>,
    hostSection: 'Bài viết',
    hostSectionEmpty: 'Nhà tổ chức chưa đăng bài viết nào.',
  },
};
