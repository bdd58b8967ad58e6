/**
 * The Vietnamese texts of the pricing page (`/memberships`) (subscribing: subscription-messages.ts).
 * Spread into `m` (lib/messages.ts); import `m`.
 */
export const membershipMessages = {
  memberships: {
    title: 'Gói hội viên',
    lead: 'Một gói, mở khoá nhiều khoá học và ưu đãi dành riêng cho hội viên. Huỷ bất cứ lúc nào trước kỳ gia hạn.',
    periodSwitch: 'Chu kỳ thanh toán',
    /** The switch's choice of a period: "Hằng tháng", "3 tháng", "Trọn đời". */
    periodChoice: (unit: 'DAY' | 'WEEK' | 'MONTH' | 'YEAR' | null, count: number) => {
      if (!unit) return 'Trọn đời';
      const word = { DAY: 'ngày', WEEK: 'tuần', MONTH: 'tháng', YEAR: 'năm' }[unit];
      return count === 1 ? `Hằng ${word}` : `${count} ${word}`;
    },
    main: 'Phổ biến nhất',
    perPeriod: (period: string) => `/ ${period}`,
    lifetimeNote: 'Thanh toán một lần, dùng mãi mãi',
    noPriceForPeriod: 'Gói này không có mức giá cho chu kỳ đã chọn.',
    parts: 'Quyền lợi',
    courses: 'Khoá học trong gói',
    tiers: (n: number) => `${n} hạng vé sự kiện dành riêng cho hội viên`,
    subscribe: 'Đăng ký',
    signInToSubscribe: 'Đăng nhập để đăng ký',
    emptyTitle: 'Chưa có gói hội viên nào',
    emptyBody: 'Các gói hội viên sẽ xuất hiện ở đây khi được mở bán.',
  },
};
