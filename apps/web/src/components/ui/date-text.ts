/** A calendar day as people in Vietnam write it (dd/mm/yyyy) and as forms and the API keep it (yyyy-mm-dd). */

/** "2026-03-09" → "09/03/2026"; anything else → "". */
export function isoToDayText(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : '';
}

/** "9/3/2026" or "09/03/2026" → "2026-03-09"; a day that does not exist (31/02) or an unfinished one → null. */
export function dayTextToIso(text: string): string | null {
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text.trim());
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** What was typed, with the slashes put in as the digits come: "0903" → "09/03/", "9/3/2026" kept. */
export function typedDayText(text: string): string {
  const parts = text.replace(/[^\d/]/g, '').split('/');
  let [day = '', month = ''] = parts;
  let year = parts.slice(2).join('');
  // Digits past a part's two carry over to the next (typed without slashes, or pasted).
  if (day.length > 2) [day, month] = [day.slice(0, 2), day.slice(2) + month];
  if (month.length > 2) [month, year] = [month.slice(0, 2), month.slice(2) + year];
  year = year.slice(0, 4);
  if (year || parts.length > 2 || month.length === 2) return `${day}/${month}/${year}`;
  if (month || parts.length > 1 || day.length === 2) return `${day}/${month}`;
  return day;
}
