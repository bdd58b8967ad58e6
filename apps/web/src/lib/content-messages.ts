/** Words of the pages drawn from the content service (help, terms, privacy, landings). */
export const contentMessages = {
  help: {
    title: 'Trung tâm trợ giúp',
    lead: 'Câu trả lời cho những thắc mắc thường gặp.',
    defaultIntro: 'Bạn cần hỗ trợ? Xem các câu hỏi thường gặp bên dưới hoặc liên hệ đội ngũ hỗ trợ.',
    faqHeading: 'Câu hỏi thường gặp',
    groups: {
      GENERAL: 'Chung',
      ACCOUNT: 'Tài khoản',
      PAYMENT: 'Thanh toán',
      EVENT: 'Sự kiện',
      COURSE: 'Khoá học',
      MEMBERSHIP: 'Hội viên',
      RESKILL: 'Reskill & Career Launchpad',
    } as Record<string, string>,
    emptyTitle: 'Chưa có câu hỏi nào',
    emptyBody: 'Nội dung trợ giúp đang được biên soạn. Bạn có thể liên hệ đội ngũ hỗ trợ để được giải đáp ngay.',
  },
  unavailableTitle: 'Nội dung tạm thời chưa tải được',
  unavailableBody: 'Chúng tôi đang cập nhật trang này. Vui lòng thử lại sau ít phút hoặc liên hệ đội ngũ hỗ trợ.',
  retry: 'Thử lại',
  contact: (hotline: string | null | undefined, email: string | null | undefined) =>
    [hotline ? `Hotline ${hotline}` : null, email ? `e-mail ${email}` : null].filter(Boolean).join(' · '),
  terms: { title: 'Điều khoản sử dụng', emptyBody: 'Điều khoản sử dụng đang được cập nhật.' },
  privacy: { title: 'Chính sách bảo mật', emptyBody: 'Chính sách bảo mật đang được cập nhật.' },
  updatedAt: (date: string) => `Cập nhật ngày ${date.split('-').reverse().join('/')}`,
  membership: { benefits: 'Quyền lợi hội viên', faqs: 'Câu hỏi về hội viên', reviews: 'Hội viên nói gì' },
  launchpad: { steps: 'Lộ trình', benefits: 'Lợi ích', faqs: 'Câu hỏi thường gặp' },
};
