import type { CalendarType, MeetingTool } from '@market/contract';
import { createCalendarsRepository, planFrames } from '../modules/catalogue/calendars/index.js';
import type { UsersRepository } from '../modules/identity/index.js';
import type { Db } from '../platform/db/database.js';

interface DemoCalendar {
  title: string;
  description: string;
  type: (typeof CalendarType.values)[number];
  /** VND; 0 = free. */
  price: number;
  durationMinutes: number;
  capacityPerFrame: number;
  requiresApproval: boolean;
  meetingTool: (typeof MeetingTool.values)[number] | null;
  location: string | null;
  /** Weekdays (1 = Monday … 5 = Friday) and local start times (Asia/Ho_Chi_Minh) of its frames. */
  days: readonly number[];
  times: readonly string[];
}

const WEEKDAYS = [1, 2, 3, 4, 5] as const;
const meet = (slug: string) => `https://meet.google.com/${slug}`;

/** By demo host e-mail (see hosts.seed.ts). Two calendars of one host never share a start time, so their frames never overlap. */
const CALENDARS: Record<string, readonly DemoCalendar[]> = {
  'host@demo.vn': [
    {
      title: 'Review portfolio UX 1:1',
      description: 'Xem cùng bạn portfolio thiết kế, góp ý cách kể câu chuyện sản phẩm và trình bày case study.',
      type: 'ONE_TO_ONE',
      price: 300_000,
      durationMinutes: 45,
      capacityPerFrame: 1,
      requiresApproval: false,
      meetingTool: 'GOOGLE_MEET',
      location: null,
      days: WEEKDAYS,
      times: ['09:00', '14:00'],
    },
    {
      title: 'Tư vấn CV 1:1 cho người chuyển ngành thiết kế',
      description: 'Buổi trò chuyện miễn phí: CV, lộ trình học UX và cách tìm dự án đầu tiên.',
      type: 'ONE_TO_ONE',
      price: 0,
      durationMinutes: 30,
      capacityPerFrame: 1,
      requiresApproval: true,
      meetingTool: 'GOOGLE_MEET',
      location: null,
      days: [2, 4],
      times: ['19:30'],
    },
  ],
  'host2@demo.vn': [
    {
      title: 'Luyện phỏng vấn tiếng Anh',
      description: 'Phỏng vấn thử bằng tiếng Anh theo vị trí bạn ứng tuyển, nhận xét chi tiết sau buổi học.',
      type: 'ONE_TO_ONE',
      price: 250_000,
      durationMinutes: 60,
      capacityPerFrame: 1,
      requiresApproval: false,
      meetingTool: 'ZOOM',
      location: null,
      days: WEEKDAYS,
      times: ['09:00', '14:00'],
    },
    {
      title: 'Câu lạc bộ nói tiếng Anh buổi tối',
      description: 'Nhóm nhỏ tối đa 8 người luyện nói theo chủ đề công việc hằng ngày.',
      type: 'TWO_WAY',
      price: 100_000,
      durationMinutes: 90,
      capacityPerFrame: 8,
      requiresApproval: false,
      meetingTool: 'ZOOM',
      location: null,
      days: [1, 3, 5],
      times: ['19:30'],
    },
  ],
  'host3@demo.vn': [
    {
      title: 'Giải đáp SQL và phân tích dữ liệu',
      description: 'Buổi hỏi đáp mở: mang câu hỏi SQL, Python hay dashboard của bạn tới, cả nhóm cùng gỡ rối.',
      type: 'ONE_WAY',
      price: 0,
      durationMinutes: 60,
      capacityPerFrame: 30,
      requiresApproval: false,
      meetingTool: 'GOOGLE_MEET',
      location: null,
      days: [2, 4],
      times: ['19:30'],
    },
  ],
  'host4@demo.vn': [
    {
      title: 'Yoga trị liệu 1:1',
      description: 'Bài tập riêng cho người đau lưng, mỏi cổ vai gáy do ngồi nhiều.',
      type: 'ONE_TO_ONE',
      price: 350_000,
      durationMinutes: 60,
      capacityPerFrame: 1,
      requiresApproval: true,
      meetingTool: null,
      location: 'Studio Hà Yoga, 25 Xuân Diệu, Tây Hồ, Hà Nội',
      days: WEEKDAYS,
      times: ['09:00', '14:00'],
    },
    {
      title: 'Thiền chánh niệm buổi tối',
      description: 'Nhóm thiền trực tuyến 45 phút để kết thúc ngày làm việc nhẹ nhàng.',
      type: 'ONE_WAY',
      price: 50_000,
      durationMinutes: 45,
      capacityPerFrame: 20,
      requiresApproval: false,
      meetingTool: 'ZOOM',
      location: null,
      days: WEEKDAYS,
      times: ['19:30'],
    },
  ],
  'host5@demo.vn': [
    {
      title: 'Tư vấn chiến lược tiếp thị số 1:1',
      description: 'Rà soát kênh quảng cáo và nội dung của doanh nghiệp bạn, đề xuất kế hoạch 90 ngày.',
      type: 'ONE_TO_ONE',
      price: 500_000,
      durationMinutes: 60,
      capacityPerFrame: 1,
      requiresApproval: true,
      meetingTool: 'GOOGLE_MEET',
      location: null,
      days: [1, 3, 5],
      times: ['09:00', '14:00'],
    },
    {
      title: 'Mentoring khởi nghiệp: tiếp thị cho startup',
      description: 'Nhóm nhỏ nhà sáng lập cùng thảo luận cách tìm khách hàng đầu tiên với ngân sách hạn chế.',
      type: 'TWO_WAY',
      price: 200_000,
      durationMinutes: 90,
      capacityPerFrame: 6,
      requiresApproval: false,
      meetingTool: 'GOOGLE_MEET',
      location: null,
      days: [2, 4],
      times: ['19:30'],
    },
  ],
};

const VIETNAM_OFFSET = 7 * 3_600_000; // Asia/Ho_Chi_Minh is UTC+7 all year.
const DAY = 86_400_000;

/** Frame starts on the chosen weekdays of the next three weeks (from tomorrow, Vietnam time), stored as UTC instants. */
function frameStarts(calendar: DemoCalendar, now: Date): Date[] {
  const local = new Date(now.getTime() + VIETNAM_OFFSET);
  const today = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate());
  const starts: Date[] = [];
  for (let offset = 1; offset <= 21; offset++) {
    const day = today + offset * DAY;
    if (!calendar.days.includes(new Date(day).getUTCDay())) continue;
    for (const time of calendar.times) {
      const [hours, minutes] = time.split(':').map(Number);
      starts.push(new Date(day + (hours! * 60 + minutes!) * 60_000 - VIETNAM_OFFSET));
    }
  }
  return starts;
}

/** One or two calendars for each of the first five demo hosts, with frames at Vietnamese working hours. */
export async function seedCalendars(deps: { db: Db; users: UsersRepository }): Promise<void> {
  const repo = createCalendarsRepository(deps.db);
  const now = new Date();
  for (const [email, calendars] of Object.entries(CALENDARS)) {
    const host = await deps.users.findByEmail(email);
    if (!host) continue;
    for (const [i, { days: _days, times: _times, ...values }] of calendars.entries()) {
      const calendar = await repo.insert({
        ...values,
        hostId: host.id,
        meetingUrl:
          values.meetingTool === 'GOOGLE_MEET' ? meet(`demo-${host.username}-${i + 1}`) : values.meetingTool === 'ZOOM' ? 'https://zoom.us/j/1234567890' : null,
      });
      const plan = planFrames(
        calendar,
        frameStarts(calendars[i]!, now).map((startAt) => ({ startAt })),
        now,
      );
      if ('error' in plan) throw new Error(`demo calendar "${calendar.title}": ${plan.error}`);
      await repo.insertFrames(plan.frames.map((f) => ({ ...f, calendarId: calendar.id, hostId: host.id })));
    }
  }
}
