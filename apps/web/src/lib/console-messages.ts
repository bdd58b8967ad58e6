import { adminShopMessages } from './admin-shop-messages';
import { catalogueConsoleMessages } from './catalogue-console-messages';
import { commerceConsoleMessages } from './commerce-console-messages';
import { learningConsoleMessages } from './learning-console-messages';
import { peopleConsoleMessages } from './people-console-messages';
import { postsConsoleMessages } from './posts-console-messages';
import { reviewsConsoleMessages } from './reviews-console-messages';
import { membershipConsoleMessages } from './membership-console-messages';
import { shopConsoleMessages } from './shop-console-messages';
import { studioMessages } from './studio-messages';
import { remindersConsoleMessages } from './reminders-console-messages';

/**
 * The Vietnamese texts of the studio, the admin console and applying to host, reached through `cm`
 * as the rest are through `m` (lib/messages.ts): kept apart so that only those pages load them and a
 * visitor's first page does not (bench/web.mjs weighs it).
 */
export const cm = {
  admin: {
    console: 'Quản trị',
    navLabel: 'Mục quản trị',
    nav: {
      overview: 'Tổng quan',
      outbox: 'Hộp thư gửi đi',
      announce: 'Thông báo',
      users: 'Người dùng',
      hosts: 'Nhà tổ chức',
      events: 'Sự kiện',
      courses: 'Khoá học',
      orders: 'Đơn hàng',
      refunds: 'Hoàn tiền',
      memberships: 'Gói hội viên',
      reports: 'Báo cáo',
      categories: 'Danh mục',
      businesses: 'Doanh nghiệp',
      hostCategories: 'Loại nhà tổ chức',
    },
    overviewTitle: 'Chào mừng đến trang quản trị',
    overviewLead: 'Theo dõi tin nhắn hệ thống đã gửi và gửi thông báo tới người dùng. Các mục khác sẽ lần lượt được mở.',
    outboxTitle: 'Hộp thư gửi đi',
    outboxLead: 'Mọi email, SMS, Zalo và thông báo đẩy mà hệ thống đã gửi hoặc ghi lại.',
    recipient: 'Người nhận',
    recipientPlaceholder: 'Lọc theo email hoặc số điện thoại',
    kind: 'Kênh',
    allKinds: 'Tất cả kênh',
    kinds: { EMAIL: 'Email', SMS: 'SMS', ZNS: 'Zalo', PUSH: 'Đẩy' } as Record<string, string>,
    subject: 'Tiêu đề',
    status: 'Trạng thái',
    statuses: { RECORDED: 'Đã ghi lại', SENT: 'Đã gửi', FAILED: 'Thất bại' } as Record<string, string>,
    provider: 'Nhà cung cấp',
    createdAt: 'Thời gian',
    view: 'Xem',
    viewMessage: 'Xem nội dung tin nhắn',
    noSubject: '(không có tiêu đề)',
    htmlVersion: 'Xem bản HTML',
    htmlOf: (subject: string) => `Bản HTML của thư ${subject}`,
    body: 'Nội dung',
    error: 'Lỗi',
    outboxEmptyTitle: 'Chưa có tin nhắn nào',
    outboxEmptyBody: 'Khi hệ thống gửi email, SMS hay thông báo, chúng sẽ hiện ở đây.',
    announceTitle: 'Gửi thông báo',
    announceLead: 'Gửi một thông báo trong ứng dụng tới mọi người dùng hoặc một người cụ thể.',
    audience: 'Gửi tới',
    audienceAll: 'Tất cả người dùng',
    audienceSome: 'Người dùng cụ thể',
    userIds: 'Mã người dùng',
    userIdsHint: 'Mỗi dòng một mã người dùng (UUID), hoặc ngăn cách bằng dấu phẩy.',
    userIdsRequired: 'Nhập ít nhất một mã người dùng.',
    announceTitleField: 'Tiêu đề',
    announceBody: 'Nội dung',
    announceLink: 'Đường dẫn khi bấm vào',
    announceLinkHint: 'Ví dụ /events/hoi-thao-ai',
    announceSubmit: 'Gửi thông báo',
    announced: (n: number) => `Đã gửi thông báo tới ${n} người dùng.`,
  },
  ...studioMessages,
  ...remindersConsoleMessages,
  ...adminShopMessages,
  ...catalogueConsoleMessages,
  ...commerceConsoleMessages,
  ...learningConsoleMessages,
  ...peopleConsoleMessages,
  ...postsConsoleMessages,
  ...shopConsoleMessages,
  ...reviewsConsoleMessages,
  ...membershipConsoleMessages,
} as const;
