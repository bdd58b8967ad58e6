import { matchableText } from './matchable-text.js';

/**
 * Finds moderation keywords in text, Vietnamese aware. A keyword is one or more words; it matches
 * whole words only (word boundaries), case-insensitively, in consecutive words of the text. Each word
 * pair matches when both are the same once tones, marks and đ are folded away (`foldWord`) and
 * either one of them is written without diacritics or both are written the same: "cờ bạc" finds
 * "cờ bạc", "CỜ BẠC" and "co bac" (people drop diacritics to slip past a filter) but not "cơ bắc",
 * a different word; a keyword typed without diacritics ("co bac") finds every spelling. Text and
 * keywords are first normalised (matchable-text.ts), so invisible characters, full-width letters and
 * Cyrillic or Greek look-alikes do not hide a keyword.
 */

/** A word of the text as the matcher compares it. */
export interface Word {
  /** Lower-case, composed (NFC). */
  exact: string;
  /** Lower-case without tones or marks, đ → d. */
  folded: string;
  /** Written without diacritics. */
  plain: boolean;
  /** UTF-16 offsets into the text. */
  start: number;
  end: number;
}

/** A keyword found: `start`/`end` are UTF-16 offsets into the text, `text` what is written there. */
export interface KeywordMatch {
  keyword: string;
  start: number;
  end: number;
  text: string;
}

const WORD = /[\p{L}\p{N}][\p{L}\p{M}\p{N}]*/gu;
const MARKS = /\p{M}/gu;
const ASCII_WORD = /^[a-z0-9]+$/;

/** "Đĩa" → "dia": lower-case, tones and marks stripped, đ as d (NFD alone keeps đ). */
export function foldWord(word: string): string {
  return word.toLowerCase().normalize('NFD').replace(MARKS, '').replace(/đ/g, 'd');
}

/** The words of a text with their offsets (a letter or digit, then letters, marks and digits). */
export function wordsOf(text: string): Word[] {
  const words: Word[] = [];
  for (const found of text.matchAll(WORD)) {
    const lower = found[0].toLowerCase();
    // Most words are plain ASCII: nothing to compose or fold.
    const ascii = ASCII_WORD.test(lower);
    const exact = ascii ? lower : lower.normalize('NFC');
    const folded = ascii ? lower : foldWord(exact);
    words.push({ exact, folded, plain: exact === folded, start: found.index, end: found.index + found[0].length });
  }
  return words;
}

/** The form keywords are told apart by (unique in the list): folded words joined by one space. */
export function keywordKey(keyword: string): string {
  return wordsOf(keyword)
    .map((w) => w.folded)
    .join(' ');
}

const sameWord = (k: Word, t: Word) => k.folded === t.folded && (k.plain || t.plain || k.exact === t.exact);

interface Entry {
  keyword: string;
  words: Word[];
}

export interface KeywordMatcher {
  /** Every keyword occurrence, by position in the text (a keyword inside a longer one is found too). */
  find(text: string): KeywordMatch[];
  readonly size: number;
}

/**
 * A matcher over a keyword list: keywords are indexed by their first word's folded form, so a text is
 * read once and each of its words looks up only the keywords that may start there (a few thousand
 * keywords cost a map lookup a word).
 */
export function createKeywordMatcher(keywords: readonly string[]): KeywordMatcher {
  const byFirstWord = new Map<string, Entry[]>();
  let size = 0;
  for (const keyword of keywords) {
    const words = wordsOf(matchableText(keyword).text);
    if (!words.length) continue;
    const first = words[0]!.folded;
    const entries = byFirstWord.get(first) ?? [];
    entries.push({ keyword, words });
    byFirstWord.set(first, entries);
    size += 1;
  }
  return {
    size,
    find(text: string): KeywordMatch[] {
      if (!size || !text) return [];
      // Read as normalised (matchable-text.ts); reported at the place in the text as written.
      const read = matchableText(text);
      const words = wordsOf(read.text);
      const matches: KeywordMatch[] = [];
      for (let i = 0; i < words.length; i += 1) {
        const entries = byFirstWord.get(words[i]!.folded);
        if (!entries) continue;
        for (const entry of entries) {
          const n = entry.words.length;
          if (i + n > words.length) continue;
          let same = true;
          for (let j = 0; j < n && same; j += 1) same = sameWord(entry.words[j]!, words[i + j]!);
          if (!same) continue;
          const start = read.startOf(words[i]!.start);
          const end = read.endOf(words[i + n - 1]!.end - 1);
          matches.push({ keyword: entry.keyword, start, end, text: text.slice(start, end) });
        }
      }
      return matches;
    },
  };
}

/** Rich text as the reader sees it: tags dropped (each leaves a space, so words never join), a few entities read. */
export function readableText(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A flag as the queue shows it: the words around the match, with the match's offsets in that excerpt. */
export interface Flag {
  field: string;
  keyword: string;
  excerpt: string;
  start: number;
  end: number;
}

const AROUND = 40;

/**
 * The keywords found in each field of a piece of content, with an excerpt around each (at most
 * `limit` flags, the same keyword once per field).
 */
export function flagsOf(matcher: KeywordMatcher, fields: readonly { field: string; text: string | null | undefined }[], limit = 50): Flag[] {
  const flags: Flag[] = [];
  for (const { field, text } of fields) {
    if (!text) continue;
    const seen = new Set<string>();
    for (const match of matcher.find(text)) {
      if (seen.has(match.keyword)) continue;
      seen.add(match.keyword);
      let from = Math.max(0, match.start - AROUND);
      let to = Math.min(text.length, match.end + AROUND);
      // Whole words at the edges of the excerpt.
      if (from > 0) from = text.indexOf(' ', from) + 1 || from;
      if (from > match.start) from = match.start;
      if (to < text.length) to = Math.max(match.end, text.lastIndexOf(' ', to));
      const lead = from > 0 ? '…' : '';
      const excerpt = `${lead}${text.slice(from, to)}${to < text.length ? '…' : ''}`;
      flags.push({ field, keyword: match.keyword, excerpt, start: match.start - from + lead.length, end: match.end - from + lead.length });
      if (flags.length >= limit) return flags;
    }
  }
  return flags;
}
