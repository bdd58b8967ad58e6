import { productTypeLabel } from '@market/contract';

/**
 * The Vietnamese texts of the shop window: the search box and `/search`, the site menu on phones,
 * combos (the public shelf, a combo's page, the studio's combos) and the studio's figures.
 * Spread into `m` (lib/messages.ts); import `m`. Their studio and admin sections are in shop-console-messages.ts, reached through `cm`.
 */
const searchKinds: Record<string, string> = { EVENT: 'Sự kiện', CALENDAR: 'Lịch hẹn', HOST: 'Nhà tổ chức', POST: 'Bài viết' };

export const shopMessages = {
  search: {
    title: 'Tìm kiếm',
    titleFor: (q: string) => `Kết quả cho “${q}”`,
    lead: 'Sự kiện, khoá học, sách điện tử, combo, nhà tổ chức và bài viết — gõ không dấu cũng được.',
    prompt: 'Nhập ít nhất 2 ký tự để tìm sự kiện, khoá học, sách, combo, nhà tổ chức hoặc bài viết.',
    noneTitle: (q: string) => `Không tìm thấy kết quả cho “${q}”`,
    noneBody: 'Thử từ khoá ngắn hơn, kiểm tra chính tả, hoặc xem các sự kiện và khoá học đang mở.',
    browseEvents: 'Xem sự kiện',
    browseCourses: 'Xem khoá học',
    kindsLabel: 'Loại kết quả',
    all: 'Tất cả',
    /** A kind's name: a product kind (a course, an e-book, a combo) is named as the contract declares it. */
    kindLabel: (kind: string): string => searchKinds[kind] ?? productTypeLabel(kind),
    seeAll: (kind: string) => `Xem tất cả ${kind.toLowerCase()}`,
    suggestions: 'Gợi ý tìm kiếm',
    allResults: (q: string) => `Xem mọi kết quả cho “${q}”`,
    searching: 'Đang tìm…',
  },
  menu: {
    open: 'Mở menu',
    close: 'Đóng menu',
    title: 'Menu',
    explore: 'Khám phá',
    hosts: 'Nhà tổ chức',
    academy: 'Học viện',
  },

  homeShelves: {
    combosLead: 'Gói vé, khoá học và sách của cùng một nhà tổ chức, giá tốt hơn mua lẻ.',
    ebooksLead: 'Tài liệu chọn lọc từ chuyên gia, đọc ngay trên mọi thiết bị.',
  },
  combos: {
    title: 'Combo',
    lead: 'Gói vé, khoá học và sách của cùng một nhà tổ chức, giá tốt hơn mua lẻ.',
    search: 'Tìm combo',
    searchPlaceholder: 'Tên combo… (gõ không dấu cũng được)',
    emptyTitle: 'Chưa có combo phù hợp',
    emptyBody: 'Thử từ khoá khác, hoặc xem sự kiện và khoá học.',
    notFoundTitle: 'Không tìm thấy combo',
    notFoundBody: 'Combo có thể đã ngừng bán hoặc đường dẫn chưa đúng.',
    backToCombos: 'Xem các combo khác',
    includes: 'Combo gồm',
    itemCount: (n: number) => `${n} sản phẩm`,
    quantity: (n: number) => `× ${n}`,
    itemsValue: 'Mua lẻ',
    save: (amount: string) => `Tiết kiệm ${amount}`,
    buyNow: 'Mua combo',
    addToCart: 'Thêm vào giỏ',
    soldOut: 'Combo đã hết: một sản phẩm trong combo không còn chỗ.',
    left: (n: number) => `Còn ${n.toLocaleString('vi-VN')} combo`,
    itemUnavailable: 'Tạm ngừng bán',
    ownedBadge: 'Bạn đã sở hữu',
    owned: (names: string) => `Bạn đã sở hữu ${names} trong combo này nên không cần mua lại. Hãy mua riêng những sản phẩm bạn chưa có.`,
    about: 'Giới thiệu combo',
    memberBadge: 'Dành cho hội viên',
    /** Read after the badge by screen readers (the card's link names only the title). */
    memberBadgeHint: 'chỉ hội viên của gói hội viên mua được',
    /** A combo holding a member-only tier: the server sells it to the members of these plans only (MEMBERSHIP_REQUIRED). */
    memberOnly: (plans: string) => `Combo này chỉ dành cho hội viên gói ${plans}, vì có hạng vé dành riêng cho hội viên.`,
    memberSubscribe: 'Đăng ký hội viên',
  },
} as const;
