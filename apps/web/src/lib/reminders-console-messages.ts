import type { ReminderDto } from '@market/contract';

type Timing = Pick<ReminderDto, 'anchor' | 'direction' | 'amount' | 'unit' | 'recurrence'>;
const units: Record<ReminderDto['unit'], string> = { minutes: 'phút', hours: 'giờ', days: 'ngày' };
const anchors: Record<ReminderDto['anchor'], string> = { START_TIME: 'giờ bắt đầu', END_TIME: 'giờ kết thúc' };

/** The Vietnamese texts of the studio's reminders page (issue 39), spread into `cm`. */
export const remindersConsoleMessages = {
  reminders: {
    title: 'Lời nhắc',
    eventLead: (title: string) => `Lời nhắc tự động gửi cho người có vé của "${title}" — trong ứng dụng và qua email.`,
    calendarLead: (title: string) => `Lời nhắc tự động gửi cho người đặt lịch "${title}" — trong ứng dụng và qua email.`,
    backToEvents: '← Sự kiện của tôi',
    backToCalendars: '← Lịch hẹn của tôi',
    openOf: (title: string) => `Lời nhắc của ${title}`,
    open: 'Lời nhắc',
    listTitle: 'Lời nhắc đang bật',
    defaultsHint:
      'Mọi sự kiện và lịch hẹn có sẵn lời nhắc trước 1 ngày và trước 1 giờ (sự kiện: thêm thông báo "đã bắt đầu"). Trực tuyến: kèm đường dẫn tham gia; trực tiếp: địa điểm, bản đồ và vé QR.',
    isDefault: 'Mặc định',
    started: 'Báo đã bắt đầu',
    reminder: 'Nhắc lịch',
    /** "1 ngày trước giờ bắt đầu · mỗi phiên" */
    describe: (r: Timing, calendar: boolean) => {
      const when =
        r.amount === 0 ? `Đúng ${anchors[r.anchor]}` : `${r.amount} ${units[r.unit]} ${r.direction === 'BEFORE' ? 'trước' : 'sau'} ${anchors[r.anchor]}`;
      const scope = calendar ? 'mỗi lịch đặt' : r.recurrence === 'RECURRING' ? 'mỗi phiên' : r.anchor === 'START_TIME' ? 'phiên đầu tiên' : 'phiên cuối cùng';
      return `${when} · ${scope}`;
    },
    emptyTitle: 'Chưa có lời nhắc nào',
    emptyBody: 'Người tham gia sẽ không nhận lời nhắc. Thêm một lời nhắc ở bên dưới.',
    addTitle: 'Thêm lời nhắc',
    editTitle: 'Sửa lời nhắc',
    amount: 'Bao lâu',
    unit: 'Đơn vị',
    direction: 'Trước hay sau',
    anchor: 'Mốc thời gian',
    recurrence: 'Gửi cho',
    units: [
      { value: 'minutes', label: 'phút' },
      { value: 'hours', label: 'giờ' },
      { value: 'days', label: 'ngày' },
    ],
    directions: [
      { value: 'BEFORE', label: 'Trước' },
      { value: 'AFTER', label: 'Sau' },
    ],
    anchors: [
      { value: 'START_TIME', label: 'Giờ bắt đầu' },
      { value: 'END_TIME', label: 'Giờ kết thúc' },
    ],
    recurrences: [
      { value: 'RECURRING', label: 'Mỗi phiên' },
      { value: 'ONE-TIME', label: 'Một lần (phiên đầu / phiên cuối)' },
    ],
    add: 'Thêm lời nhắc',
    added: 'Đã thêm lời nhắc.',
    edit: 'Sửa',
    editOf: (text: string) => `Sửa lời nhắc: ${text}`,
    save: 'Lưu lời nhắc',
    saved: 'Đã lưu lời nhắc.',
    cancel: 'Huỷ',
    remove: 'Xoá',
    removeOf: (text: string) => `Xoá lời nhắc: ${text}`,
    confirmRemove: 'Xoá thật?',
    removed: 'Đã xoá lời nhắc. Các lần gửi đang chờ đã được huỷ.',
    amountInvalid: 'Nhập một số nguyên từ 0, tối đa 30 ngày.',
    runsTitle: 'Các lần gửi',
    runsEmptyTitle: 'Chưa có lần gửi nào',
    runsEmptyBody: 'Mỗi lời nhắc được lên lịch cho từng phiên hoặc lịch đặt sắp tới.',
    runDue: 'Gửi lúc',
    runOccurrence: 'Nhắc về',
    runReminder: 'Lời nhắc',
    runState: 'Trạng thái',
    runSent: 'Người nhận',
    removedReminder: 'Lời nhắc đã xoá',
    states: { PENDING: 'Chờ gửi', RUNNING: 'Đang gửi', COMPLETED: 'Đã gửi', FAILED: 'Lỗi, sẽ thử lại' } as Record<string, string>,
    sentTo: (n: number, failed: number) => (failed ? `${n} người · ${failed} lỗi` : `${n} người`),
  },
};
