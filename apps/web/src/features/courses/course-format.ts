import type { CourseCardDto } from '@market/contract';
import { m } from '../../lib/messages';
import { formatLocalDate, localDateOf } from '../../lib/vietnam-time';
import { priceText } from '../events/event-price';

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
  return course.isFree ? t.free : priceText(course.price);
}

/** "24/11/2026": an instant's day in Vietnam. */
export const formatDay = (iso: string): string => formatLocalDate(localDateOf(iso)) || iso;
