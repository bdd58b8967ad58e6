/**
 * The Vietnamese texts of the shop window: the search box and `/search`, the site menu on phones.
 * Spread into `m` (lib/messages.ts); import `m`.
 */
export const shopMessages = {
  search: {
    title: 'Tìm kiếm',
    titleFor: (q: string) => `Kết quả cho “${q}”`,
    lead: 'Sự kiện, khoá học, sách điện tử và nhà tổ chức — gõ không dấu cũng được.',
    prompt: 'Nhập ít nhất 2 ký tự để tìm sự kiện, khoá học, sách hoặc nhà tổ chức.',
    noneTitle: (q: string) => `Không tìm thấy kết quả cho “${q}”`,
    noneBody: 'Thử từ khoá ngắn hơn, kiểm tra chính tả, hoặc xem các sự kiện và khoá học đang mở.',
    browseEvents: 'Xem sự kiện',
    browseCourses: 'Xem khoá học',
    kindsLabel: 'Loại kết quả',
    all: 'Tất cả',
    kinds: {
      EVENT: 'Sự kiện',
      ONLINE_COURSE: 'Khoá học',
      E_BOOK: 'Sách điện tử',
      COMBO: 'Combo',
      HOST: 'Nhà tổ chức',
      POST: 'Bài viết',
    } as Record<string, string>,
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
};
