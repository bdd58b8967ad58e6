import { productTypeOf, type ReviewSubjectType } from '@market/contract';

/** The admin console's texts for reviews (spread into `cm`, lib/console-messages.ts). */
export const reviewsConsoleMessages = {
  adminReviews: {
    nav: 'Đánh giá',
    title: 'Đánh giá của người mua',
    lead: 'Ẩn những đánh giá vi phạm: đánh giá bị ẩn không còn hiện trên trang và không được tính vào điểm trung bình.',
    search: 'Tìm trong nội dung hoặc tên sản phẩm',
    type: 'Loại',
    allTypes: 'Mọi loại',
    /** A reviewed subject's kind: the contract's label of its product type (an event's is its own). */
    typeLabel: (type: ReviewSubjectType) => (type === 'EVENT' ? 'Sự kiện' : productTypeOf(type).label),
    visibility: 'Trạng thái',
    all: 'Tất cả',
    visible: 'Đang hiện',
    hidden: 'Đã ẩn',
    columns: { review: 'Đánh giá', subject: 'Sản phẩm', author: 'Người viết', date: 'Ngày', actions: 'Thao tác' },
    hide: 'Ẩn',
    unhide: 'Bỏ ẩn',
    hiddenDone: 'Đã ẩn đánh giá.',
    shownDone: 'Đã bỏ ẩn đánh giá.',
    emptyTitle: 'Không có đánh giá nào',
    emptyBody: 'Thử bỏ bớt bộ lọc.',
  },
};
