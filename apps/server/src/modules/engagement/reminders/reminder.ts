const vietnamTime = new Intl.DateTimeFormat('vi-VN', {
  timeZone: 'Asia/Ho_Chi_Minh',
  hour: '2-digit',
  minute: '2-digit',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour12: false,
});
/** "19:30 30/11/2026" on Vietnam's wall clock, whatever the server's zone. */
export function whenInVietnam(at: Date): string {
  const part = (type: Intl.DateTimeFormatPartTypes) => vietnamTime.formatToParts(at).find((p) => p.type === type)?.value ?? '';
  return `${part('hour')}:${part('minute')} ${part('day')}/${part('month')}/${part('year')}`;
}
