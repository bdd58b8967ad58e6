/**
 * The Vietnamese lunisolar calendar, computed (Hồ Ngọc Đức's published algorithm, after Jean Meeus'
 * "Astronomical Algorithms"): new moons and the sun's longitude at Vietnam's meridian (UTC+7), which
 * is why some years' Tết differs from the Chinese one (1985, 2007, 2030). Pure; checked against known dates
 * in lunar-calendar.test.ts. Good for 1800–2199, far beyond what greetings need.
 */
const TIME_ZONE = 7;
const DR = Math.PI / 180;
const SYNODIC_MONTH = 29.530588853;

/** Julian day number of a Gregorian date. */
function jdFromDate(day: number, month: number, year: number): number {
  const a = Math.floor((14 - month) / 12);
  const y = year + 4800 - a;
  const m = month + 12 * a - 3;
  return day + Math.floor((153 * m + 2) / 5) + 365 * y + Math.floor(y / 4) - Math.floor(y / 100) + Math.floor(y / 400) - 32045;
}

function jdToDate(jd: number): { year: number; month: number; day: number } {
  const a = jd + 32044;
  const b = Math.floor((4 * a + 3) / 146097);
  const c = a - Math.floor((b * 146097) / 4);
  const d = Math.floor((4 * c + 3) / 1461);
  const e = c - Math.floor((1461 * d) / 4);
  const m = Math.floor((5 * e + 2) / 153);
  return {
    day: e - Math.floor((153 * m + 2) / 5) + 1,
    month: m + 3 - 12 * Math.floor(m / 10),
    year: b * 100 + d - 4800 + Math.floor(m / 10),
  };
}

/** The Julian day (with fraction, UTC) of the k-th new moon after 1900-01-01. */
function newMoon(k: number): number {
  const T = k / 1236.85;
  const T2 = T * T;
  const T3 = T2 * T;
  let jd = 2415020.75933 + 29.53058868 * k + 0.0001178 * T2 - 0.000000155 * T3;
  jd += 0.00033 * Math.sin((166.56 + 132.87 * T - 0.009173 * T2) * DR);
  const M = 359.2242 + 29.10535608 * k - 0.0000333 * T2 - 0.00000347 * T3;
  const Mpr = 306.0253 + 385.81691806 * k + 0.0107306 * T2 + 0.00001236 * T3;
  const F = 21.2964 + 390.67050646 * k - 0.0016528 * T2 - 0.00000239 * T3;
  let C1 = (0.1734 - 0.000393 * T) * Math.sin(M * DR) + 0.0021 * Math.sin(2 * DR * M);
  C1 = C1 - 0.4068 * Math.sin(Mpr * DR) + 0.0161 * Math.sin(DR * 2 * Mpr);
  C1 = C1 - 0.0004 * Math.sin(DR * 3 * Mpr);
  C1 = C1 + 0.0104 * Math.sin(DR * 2 * F) - 0.0051 * Math.sin(DR * (M + Mpr));
  C1 = C1 - 0.0074 * Math.sin(DR * (M - Mpr)) + 0.0004 * Math.sin(DR * (2 * F + M));
  C1 = C1 - 0.0004 * Math.sin(DR * (2 * F - M)) - 0.0006 * Math.sin(DR * (2 * F + Mpr));
  C1 = C1 + 0.001 * Math.sin(DR * (2 * F - Mpr)) + 0.0005 * Math.sin(DR * (2 * Mpr + M));
  const deltaT = T < -11 ? 0.001 + 0.000839 * T + 0.0002261 * T2 - 0.00000845 * T3 - 0.000000081 * T * T3 : -0.000278 + 0.000265 * T + 0.000262 * T2;
  return jd + C1 - deltaT;
}

/** The sun's longitude (radians, 0..2π) at a Julian day. */
function sunLongitude(jdn: number): number {
  const T = (jdn - 2451545.0) / 36525;
  const T2 = T * T;
  const M = 357.5291 + 35999.0503 * T - 0.0001559 * T2 - 0.00000048 * T * T2;
  const L0 = 280.46645 + 36000.76983 * T + 0.0003032 * T2;
  let DL = (1.9146 - 0.004817 * T - 0.000014 * T2) * Math.sin(DR * M);
  DL = DL + (0.019993 - 0.000101 * T) * Math.sin(DR * 2 * M) + 0.00029 * Math.sin(DR * 3 * M);
  const L = (L0 + DL) * DR;
  return L - Math.PI * 2 * Math.floor(L / (Math.PI * 2));
}

/** Which of the 12 major solar terms' sectors the sun is in at the start of a local day (0..11). */
const solarSector = (dayNumber: number) => Math.floor((sunLongitude(dayNumber - 0.5 - TIME_ZONE / 24) / Math.PI) * 6);
const newMoonDay = (k: number) => Math.floor(newMoon(k) + 0.5 + TIME_ZONE / 24);

/** The day the 11th lunar month (the one holding the winter solstice) of a year begins. */
function lunarMonth11(year: number): number {
  const k = Math.floor((jdFromDate(31, 12, year) - 2415021) / SYNODIC_MONTH);
  const start = newMoonDay(k);
  return solarSector(start) >= 9 ? newMoonDay(k - 1) : start;
}

/** In a year of 13 months, how many months after month 11 the leap month comes (the first with no major term). */
function leapMonthOffset(a11: number): number {
  const k = Math.floor((a11 - 2415021.076998695) / SYNODIC_MONTH + 0.5);
  let i = 1;
  let arc = solarSector(newMoonDay(k + i));
  let last: number;
  do {
    last = arc;
    i++;
    arc = solarSector(newMoonDay(k + i));
  } while (arc !== last && i < 14);
  return i - 1;
}

/** The Gregorian date ('YYYY-MM-DD') of a lunar date, or null when a leap month asked for does not exist. */
export function solarDateOf(lunar: { day: number; month: number; year: number; leap?: boolean }): string | null {
  const { day, month, year } = lunar;
  const [a11, b11] = month < 11 ? [lunarMonth11(year - 1), lunarMonth11(year)] : [lunarMonth11(year), lunarMonth11(year + 1)];
  const k = Math.floor(0.5 + (a11 - 2415021.076998695) / SYNODIC_MONTH);
  let offset = (month - 11 + 12) % 12;
  if (b11 - a11 > 365) {
    const leapOffset = leapMonthOffset(a11);
    const leapMonth = (leapOffset - 2 + 12) % 12;
    if (lunar.leap && month !== leapMonth) return null;
    if (lunar.leap || offset >= leapOffset) offset += 1;
  } else if (lunar.leap) return null;
  const date = jdToDate(newMoonDay(k + offset) + day - 1);
  return `${date.year}-${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`;
}

const STEMS = ['Giáp', 'Ất', 'Bính', 'Đinh', 'Mậu', 'Kỷ', 'Canh', 'Tân', 'Nhâm', 'Quý'];
const BRANCHES = ['Tý', 'Sửu', 'Dần', 'Mão', 'Thìn', 'Tỵ', 'Ngọ', 'Mùi', 'Thân', 'Dậu', 'Tuất', 'Hợi'];

/** The lunar year's name (2026: "Bính Ngọ"). */
export const lunarYearName = (year: number) => `${STEMS[(year + 6) % 10]} ${BRANCHES[(year + 8) % 12]}`;
