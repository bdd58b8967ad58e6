/**
 * The Vietnamese texts of the admin console's shop pages: the keyword list upload, the products
 * list and the home's figures of the day. Spread into `m` (lib/messages.ts); import `m`.
 */
export const adminShopMessages = {
  keywordUpload: {
    open: 'Tải danh sách lên',
    title: 'Tải danh sách từ khoá lên',
    hint: 'Tệp .csv, .xlsx hoặc .txt, mỗi dòng một từ khoá ở cột đầu tiên; dòng tiêu đề “Từ khoá” (hoặc “keyword”) có thể có hoặc không. Tối đa 1 MB và 5.000 dòng.',
    file: 'Tệp danh sách từ khoá',
    fileTypeError: 'Chỉ nhận tệp .csv, .xlsx hoặc .txt.',
    fileSizeError: 'Tệp lớn hơn 1 MB.',
    send: 'Tải lên',
    another: 'Tải tệp khác',
    done: 'Đã xử lý danh sách từ khoá.',
    added: (n: number) => `Đã thêm ${n.toLocaleString('vi-VN')} từ khoá mới`,
    skipped: (n: number) => `Bỏ qua ${n.toLocaleString('vi-VN')} từ khoá trùng`,
    invalid: (n: number) => `${n.toLocaleString('vi-VN')} dòng không dùng được`,
    received: (n: number) => `Tệp có ${n.toLocaleString('vi-VN')} dòng từ khoá.`,
    duplicatesTitle: 'Từ khoá trùng (đã có hoặc lặp lại trong tệp)',
    invalidTitle: 'Dòng không dùng được',
    line: (n: number) => `Dòng ${n.toLocaleString('vi-VN')}`,
    more: (n: number) => `và ${n.toLocaleString('vi-VN')} dòng khác`,
    problems: {
      EMPTY: 'cột đầu tiên trống',
      NO_LETTERS: 'không có chữ cái hoặc chữ số',
      TOO_LONG: 'dài quá 100 ký tự',
    } as Record<string, string>,
  },
} as const;
