import { KEYWORD_MAX_LENGTH, KEYWORD_UPLOAD_LINES_SHOWN, type KeywordLineProblem, type KeywordUploadResult } from '@market/contract';
import { foldHeader } from '../../../platform/http/sheet-upload.js';
import { keywordKey } from './keyword-matcher.js';

/** A line of an uploaded keyword list: its number in the file and its text, trimmed. */
export interface ListedKeyword {
  line: number;
  text: string;
}

/** Headers a person may put above the list ("keyword", "Từ khoá", "TỪ KHÓA"…). */
const HEADERS = new Set(['keyword', 'keywords', 'tukhoa']);
export const isKeywordHeader = (text: string) => HEADERS.has(foldHeader(text));

/** Why a line cannot be a keyword (the rules of the contract's KeywordText), or null. */
export function keywordProblem(text: string): KeywordLineProblem | null {
  if (!text) return 'EMPTY';
  if (text.length > KEYWORD_MAX_LENGTH) return 'TOO_LONG';
  if (!/[\p{L}\p{N}]/u.test(text) || !keywordKey(text)) return 'NO_LETTERS';
  return null;
}

/**
 * Sorts the lines of a list: unusable ones, then the first of each keyword (by `keywordKey`: case
 * and diacritics aside) as a candidate, its repeats as duplicates.
 */
export function sortKeywordLines(lines: readonly ListedKeyword[]) {
  const candidates = new Map<string, ListedKeyword>();
  const repeats: ListedKeyword[] = [];
  const invalid: { line: number; problem: KeywordLineProblem }[] = [];
  for (const line of lines) {
    const problem = keywordProblem(line.text);
    if (problem) invalid.push({ line: line.line, problem });
    else {
      const key = keywordKey(line.text);
      if (candidates.has(key)) repeats.push(line);
      else candidates.set(key, line);
    }
  }
  return { candidates, repeats, invalid };
}

/** The answer to an upload, given what was sorted and which candidates' keys were inserted. */
export function uploadResult(lines: readonly ListedKeyword[], sorted: ReturnType<typeof sortKeywordLines>, inserted: ReadonlySet<string>): KeywordUploadResult {
  const known = [...sorted.candidates].filter(([key]) => !inserted.has(key)).map(([, line]) => line);
  const duplicates = [...sorted.repeats, ...known].sort((a, b) => a.line - b.line);
  return {
    received: lines.length,
    added: inserted.size,
    skipped: duplicates.length,
    invalid: sorted.invalid.length,
    duplicates: duplicates.slice(0, KEYWORD_UPLOAD_LINES_SHOWN).map((d) => ({ line: d.line, keyword: d.text })),
    invalidLines: sorted.invalid.slice(0, KEYWORD_UPLOAD_LINES_SHOWN),
  };
}
