/**
 * Text as the keyword matcher reads it, so a keyword cannot be slipped past by characters that look
 * the same or show nothing: invisible characters are dropped, compatibility forms are read as the
 * plain ones (Unicode NFKC: full-width "ＣỜ", mathematical "𝐜𝐨", ligatures), and Cyrillic and Greek
 * letters that look like Latin ones are read as those. Vietnamese letters are left as they are (their
 * diacritics still tell words apart in the matcher). Each character of the result remembers where it
 * came from, so matches are reported at their place in the text as written.
 */

/** Shows nothing: zero-width space and joiners, soft hyphen, word joiner, BOM, bidi marks, variation selectors, Hangul fillers. */
const INVISIBLE = /^\p{Default_Ignorable_Code_Point}$/u;
const ASCII = /^\p{ASCII}*$/u;

/**
 * Cyrillic and Greek letters drawn like a Latin letter, by case (upper-case Greek Η is an H, lower-case
 * η an n). A table of our own rather than a confusables package: those apply the whole Unicode
 * "skeleton" (TR39), which also rewrites Latin letters (m → rn, l → I) and strips Vietnamese marks,
 * so "cơ bắc" would meet "cờ bạc"; here only other scripts' letters move. A letter with a mark of
 * its own (ё, ά) is read by its base letter, the mark kept.
 */
const LOOK_ALIKES: Record<string, string> = Object.fromEntries(
  [
    ['АВЕІЈКМНОРСТУХЅԀԚԜҮҺӀЬ', 'ABEIJKMHOPCTYXSDQWYHIb'], // Cyrillic, upper case
    ['авеіјкмнопрстухѕԁԛԝүһӏь', 'abeijkmhonpctyxsdqwyhlb'], // Cyrillic, lower case
    ['ΑΒΕΖΗΙΚΜΝΟΡΤΥΧ', 'ABEZHIKMNOPTYX'], // Greek, upper case
    ['αβγεηικμνοπρτυχϲϳ', 'abyenikuvonptuxcj'], // Greek, lower case
  ].flatMap(([from, to]) => [...from!].map((letter, i) => [letter, to![i]!])),
);

/** The text the matcher reads, and for each of its UTF-16 units the span of the written text it stands for. */
export interface MatchableText {
  text: string;
  /** Offset in the written text where unit `i` of `text` starts. */
  startOf(i: number): number;
  /** Offset in the written text just after what unit `i` of `text` stands for. */
  endOf(i: number): number;
}

const readings = new Map<string, string>();

/** What one written character (code point) reads as: nothing, its compatibility form, or a Latin look-alike's letter. */
function readingOf(char: string): string {
  let reading = readings.get(char);
  if (reading !== undefined) return reading;
  if (INVISIBLE.test(char)) reading = '';
  else {
    // NFD of the compatibility form, so a look-alike base letter is found under its marks (ё = е + ̈).
    const parts = char.normalize('NFKD');
    reading = '';
    for (const part of parts) reading += LOOK_ALIKES[part] ?? part;
    // Back to composed letters unless nothing moved (the matcher composes each word itself).
    reading = reading === parts ? char.normalize('NFKC') : reading.normalize('NFC');
  }
  readings.set(char, reading);
  return reading;
}

/** The text to match keywords in; plain ASCII text is read as it is. */
export function matchableText(written: string): MatchableText {
  if (ASCII.test(written)) return { text: written, startOf: (i) => i, endOf: (i) => i + 1 };
  let text = '';
  const starts: number[] = [];
  const ends: number[] = [];
  let offset = 0;
  for (const char of written) {
    const end = offset + char.length;
    const reading = char.length === 1 && char < '\x80' ? char : readingOf(char);
    for (let k = 0; k < reading.length; k += 1) {
      starts.push(offset);
      ends.push(end);
    }
    text += reading;
    offset = end;
  }
  return { text, startOf: (i) => starts[i]!, endOf: (i) => ends[i]! };
}
