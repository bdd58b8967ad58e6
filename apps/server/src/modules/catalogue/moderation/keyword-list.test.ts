import { describe, expect, it } from 'vitest';
import { isKeywordHeader, keywordProblem, sortKeywordLines, uploadResult } from './keyword-list.js';

describe('an uploaded keyword list', () => {
  it('takes "keyword" or "Từ khoá" in any case or spelling as a header', () => {
    for (const header of ['keyword', 'Keywords', 'Từ khoá', 'TỪ KHÓA', 'tu khoa']) expect(isKeywordHeader(header), header).toBe(true);
    for (const text of ['khoá', 'lừa đảo', '']) expect(isKeywordHeader(text), text).toBe(false);
  });

  it('refuses empty lines, punctuation alone and lines over 100 characters', () => {
    expect(keywordProblem('')).toBe('EMPTY');
    expect(keywordProblem('?!…')).toBe('NO_LETTERS');
    expect(keywordProblem('a'.repeat(101))).toBe('TOO_LONG');
    expect(keywordProblem('a'.repeat(100))).toBeNull();
    expect(keywordProblem('18+')).toBeNull();
  });

  it('keeps the first spelling of a keyword and counts the rest, and those already known, as duplicates in line order', () => {
    const lines = [
      { line: 1, text: 'cờ bạc' },
      { line: 2, text: 'lừa đảo' },
      { line: 3, text: 'CO BAC' },
      { line: 5, text: '' },
    ];
    const sorted = sortKeywordLines(lines);
    expect([...sorted.candidates.keys()]).toEqual(['co bac', 'lua dao']);
    // "lừa đảo" was already in the list: only "cờ bạc" was inserted.
    expect(uploadResult(lines, sorted, new Set(['co bac']))).toEqual({
      received: 4,
      added: 1,
      skipped: 2,
      invalid: 1,
      duplicates: [
        { line: 2, keyword: 'lừa đảo' },
        { line: 3, keyword: 'CO BAC' },
      ],
      invalidLines: [{ line: 5, problem: 'EMPTY' }],
    });
  });
});
