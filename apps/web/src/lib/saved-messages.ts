import { productTypeLabel } from '@market/contract';

/**
 * The Vietnamese texts of saved things ("Đã lưu"): the heart on cards and pages, and `/me/saved`.
 * Spread into `m` (lib/messages.ts); import `m`.
 */
export const savedMessages = {
  saved: {
    save: 'Lưu',
    unsave: 'Bỏ lưu',
    failed: 'Chưa lưu được, bạn thử lại nhé.',
    savedAfterSignIn: 'Đã lưu mục bạn chọn trước khi đăng nhập.',
    title: 'Đã lưu',
    lead: 'Sự kiện, khoá học, sách và combo bạn để dành xem sau. Sự kiện đã lưu sắp hết vé, chúng tôi sẽ báo bạn.',
    nav: 'Đã lưu',
    filter: 'Loại đã lưu',
    all: 'Tất cả',
    /** A saved thing's kind: an event, else its product type's own word (the contract's). */
    typeLabel: (type: string) => (type === 'EVENT' ? 'Sự kiện' : productTypeLabel(type)),
    /** The filter's words, short enough for a phone's width: "Sách" for an ebook. */
    shortLabel: (type: string, label: string) => (type === 'E_BOOK' ? 'Sách' : label),
    emptyTitle: 'Bạn chưa lưu gì',
    emptyBody: 'Nhấn vào hình trái tim trên một sự kiện, khoá học, sách hay combo để lưu lại xem sau.',
    emptyTypeTitle: (type: string) => `Chưa có ${type.toLowerCase()} nào được lưu`,
    browse: 'Khám phá sự kiện',
  },
};
