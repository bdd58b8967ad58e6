import { formatVnd, type CourseCardDto } from '@market/contract';
import { m } from '../../lib/messages';
import { TIME_ZONE } from '../../lib/time';

const t = m.courses;

/** A course's total length: "1 giờ 20 phút", "45 phút"; under a minute counts as one. */
export function formatDuration(seconds: number): string {
  const minutes = Math.max(1, Math.round(seconds / 60));
  return t.hours(Math.floor(minutes / 60), minutes % 60);
}

/** A lesson's length on a player's clock: "4:05". */
export function formatClock(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return t.minutesSeconds(Math.floor(whole / 60), whole % 60);
}

/** "Miễn phí" or "499.000 ₫". */
export function coursePriceLabel(course: Pick<CourseCardDto, 'isFree' | 'price'>): string {
  return course.isFree || course.price === 0 ? t.free : formatVnd(course.price);
}

const day = new Intl.DateTimeFormat('vi-VN', { timeZone: TIME_ZONE, day: '2-digit', month: '2-digit', year: 'numeric' });

/** "24/11/2026" in Vietnam's time zone. */
export function formatDay(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : day.format(date);
}
