import { lunarYearName, solarDateOf } from './lunar-calendar.js';

/** A holiday the product greets its users on: a day of the solar year, or of the lunar one. */
export interface Holiday {
  id: string;
  date: { calendar: 'SOLAR' | 'LUNAR'; month: number; day: number };
  greeting(year: number): { title: string; body: string };
}

const wish = (body: string) => `${body} Cảm ơn bạn đã đồng hành cùng chúng tôi!`;

export const HOLIDAYS: readonly Holiday[] = [
  {
    id: 'NEW_YEAR',
    date: { calendar: 'SOLAR', month: 1, day: 1 },
    greeting: (year) => ({
      title: `Chúc mừng năm mới ${year}!`,
      body: wish('Chúc bạn một năm mới nhiều sức khoẻ, học thêm nhiều điều hay và gặt hái thật nhiều thành công.'),
    }),
  },
  {
    id: 'TET',
    date: { calendar: 'LUNAR', month: 1, day: 1 },
    greeting: (year) => ({
      title: `Chúc mừng năm mới – Xuân ${lunarYearName(year)}`,
      body: wish('Nhân dịp Tết Nguyên Đán, chúc bạn và gia đình một năm mới an khang thịnh vượng, vạn sự như ý.'),
    }),
  },
  {
    id: 'WOMENS_DAY',
    date: { calendar: 'SOLAR', month: 3, day: 8 },
    greeting: () => ({
      title: 'Chúc mừng ngày Quốc tế Phụ nữ 8/3',
      body: wish('Chúc bạn và những người phụ nữ thân yêu luôn xinh đẹp, hạnh phúc và tràn đầy năng lượng.'),
    }),
  },
  {
    id: 'HUNG_KINGS',
    date: { calendar: 'LUNAR', month: 3, day: 10 },
    greeting: () => ({ title: 'Giỗ Tổ Hùng Vương (10/3 âm lịch)', body: wish('Uống nước nhớ nguồn: chúc bạn một ngày Giỗ Tổ an lành bên gia đình.') }),
  },
  {
    id: 'REUNIFICATION_DAY',
    date: { calendar: 'SOLAR', month: 4, day: 30 },
    greeting: () => ({ title: 'Chào mừng ngày Giải phóng miền Nam 30/4', body: wish('Chúc bạn có kỳ nghỉ lễ 30/4 – 1/5 thật vui vẻ và ý nghĩa.') }),
  },
  {
    id: 'LABOUR_DAY',
    date: { calendar: 'SOLAR', month: 5, day: 1 },
    greeting: () => ({ title: 'Chúc mừng ngày Quốc tế Lao động 1/5', body: wish('Chúc bạn một ngày nghỉ trọn vẹn, nạp đầy năng lượng cho chặng đường mới.') }),
  },
  {
    id: 'MID_AUTUMN',
    date: { calendar: 'LUNAR', month: 8, day: 15 },
    greeting: () => ({ title: 'Chúc mừng Tết Trung Thu', body: wish('Chúc bạn một mùa trăng tròn đầy, sum vầy bên những người thân yêu.') }),
  },
  {
    id: 'NATIONAL_DAY',
    date: { calendar: 'SOLAR', month: 9, day: 2 },
    greeting: () => ({ title: 'Chào mừng Quốc khánh 2/9', body: wish('Chúc bạn có kỳ nghỉ lễ Quốc khánh vui vẻ, an toàn.') }),
  },
  {
    id: 'VIETNAMESE_WOMENS_DAY',
    date: { calendar: 'SOLAR', month: 10, day: 20 },
    greeting: () => ({ title: 'Chúc mừng ngày Phụ nữ Việt Nam 20/10', body: wish('Chúc bạn và những người phụ nữ bạn yêu thương luôn rạng rỡ và hạnh phúc.') }),
  },
  {
    id: 'TEACHERS_DAY',
    date: { calendar: 'SOLAR', month: 11, day: 20 },
    greeting: () => ({ title: 'Chúc mừng ngày Nhà giáo Việt Nam 20/11', body: wish('Tri ân những người thầy, người cô đã truyền cảm hứng học tập cho bạn.') }),
  },
];

const VIETNAM_OFFSET_MS = 7 * 3_600_000;
/** Greetings go out at 08:00 in Vietnam, until 21:00 (a server down in the morning still greets that day). */
const SEND_HOUR = 8;
const LAST_HOUR = 21;

/** The Vietnam calendar day of an instant, 'YYYY-MM-DD'. */
export const vietnamDay = (at: Date) => new Date(at.getTime() + VIETNAM_OFFSET_MS).toISOString().slice(0, 10);
const vietnamHour = (day: string, hour: number) => new Date(Date.parse(`${day}T00:00:00Z`) - VIETNAM_OFFSET_MS + hour * 3_600_000);

/** Each holiday falling in a solar year, with its day. */
export function holidaysOf(year: number): { holiday: Holiday; day: string }[] {
  return HOLIDAYS.flatMap((holiday) => {
    const { calendar, month, day } = holiday.date;
    // A lunar year's first months fall in the solar year that bears its number.
    const date = calendar === 'SOLAR' ? `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}` : solarDateOf({ day, month, year });
    return date ? [{ holiday, day: date }] : [];
  });
}

export interface Occurrence {
  holidayId: string;
  day: string;
  at: Date;
}

/** Whether a holiday's greetings may still go out at `now` (its day in Vietnam, before 21:00). */
export const stillGreetable = (day: string, now: Date) => now < vietnamHour(day, LAST_HOUR);

/**
 * The next greeting to send after `now`: a holiday of today still within its sending hours (sent at
 * once past 08:00), else the next one at 08:00 on its day. `after` skips what was greeted already,
 * in (day, id) order, so two holidays on one day are each greeted. `onlyAhead`: never at once (a
 * first schedule: a server, or a test, started on a holiday does not greet everybody as it starts).
 */
export function nextOccurrence(now: Date, after?: { day: string; holidayId: string }, options: { onlyAhead?: boolean } = {}): Occurrence {
  const today = vietnamDay(now);
  const year = Number(today.slice(0, 4));
  const upcoming = [year, year + 1]
    .flatMap(holidaysOf)
    .sort((a, b) => a.day.localeCompare(b.day) || a.holiday.id.localeCompare(b.holiday.id))
    .filter(({ day, holiday }) => !after || day > after.day || (day === after.day && holiday.id > after.holidayId))
    .filter(({ day }) => (options.onlyAhead ? vietnamHour(day, SEND_HOUR) > now : day >= today && stillGreetable(day, now)));
  const next = upcoming[0]!;
  const sendAt = vietnamHour(next.day, SEND_HOUR);
  return { holidayId: next.holiday.id, day: next.day, at: sendAt > now ? sendAt : now };
}

export const holidayById = (id: string) => HOLIDAYS.find((h) => h.id === id) ?? null;
