import { describe, expect, it } from 'vitest';
import { createKeywordMatcher, flagsOf, foldWord, keywordKey, readableText } from './keyword-matcher.js';

const found = (keywords: string[], text: string) =>
  createKeywordMatcher(keywords)
    .find(text)
    .map((m) => m.text);

describe('keyword matcher', () => {
  it('folds Vietnamese tones, marks and đ', () => {
    expect(foldWord('Đường')).toBe('duong');
    expect(foldWord('NGUYỄN')).toBe('nguyen');
    expect(keywordKey('  Cờ   BẠC! ')).toBe('co bac');
  });

  it('finds a keyword written with its diacritics, in any case', () => {
    expect(found(['cờ bạc'], 'Tham gia CỜ BẠC online')).toEqual(['CỜ BẠC']);
    expect(found(['cờ bạc'], 'Tham gia Cờ bạc online')).toEqual(['Cờ bạc']);
  });

  it('finds a keyword with diacritics in text written without them', () => {
    expect(found(['cờ bạc'], 'choi co bac de giau')).toEqual(['co bac']);
    expect(found(['cờ bạc'], 'choi cờ bac de giau')).toEqual(['cờ bac']);
  });

  it('does not take another word with other diacritics for the keyword', () => {
    expect(found(['cờ bạc'], 'cơ bắc và cỡ bác')).toEqual([]);
    expect(found(['đĩ'], 'đi học đi')).toEqual([]);
    expect(found(['đĩ'], 'di hoc')).toEqual(['di']);
  });

  it('finds every spelling of a keyword typed without diacritics', () => {
    expect(found(['co bac'], 'cờ bạc, co bac và Cờ Bạc')).toEqual(['cờ bạc', 'co bac', 'Cờ Bạc']);
  });

  it('matches whole words only', () => {
    expect(found(['bac'], 'bạch tuộc, bác sĩ, Bắc Ninh')).toEqual(['bác', 'Bắc']);
    expect(found(['bạc'], 'bạch tuộc, bác sĩ, bạc')).toEqual(['bạc']);
    expect(found(['lừa'], 'lừa đảo; lửa trại; lừa.')).toEqual(['lừa', 'lừa']);
    expect(found(['vay nóng'], 'vay nóng vay nongg vay-nóng')).toEqual(['vay nóng', 'vay-nóng']);
  });

  it('reads decomposed (NFD) text with offsets into the text as given', () => {
    const text = 'Xin chào cờ bạc'.normalize('NFD');
    const [match] = createKeywordMatcher(['cờ bạc']).find(text);
    expect(match && text.slice(match.start, match.end)).toBe('cờ bạc'.normalize('NFD'));
  });

  it('sees through invisible characters put inside a word', () => {
    expect(found(['cờ bạc'], 'chơi c\u200Bờ b\u00ADạc đi')).toEqual(['c\u200Bờ b\u00ADạc']);
    expect(found(['lừa đảo'], 'lừa\u2060 đ\uFEFFảo')).toEqual(['lừa\u2060 đ\uFEFFảo']);
    expect(found(['vay nóng'], 'vay\u200C nóng')).toEqual(['vay\u200C nóng']);
  });

  it('reads full-width and other compatibility letters as the plain ones', () => {
    expect(found(['cờ bạc'], 'ＣỜ ＢẠＣ online')).toEqual(['ＣỜ ＢẠＣ']);
    expect(found(['co bac'], '𝐜𝐨 𝐛𝐚𝐜 ở đây')).toEqual(['𝐜𝐨 𝐛𝐚𝐜']);
  });

  it('takes Cyrillic and Greek look-alike letters for the Latin ones', () => {
    // с, о: Cyrillic; α: Greek; Р (Cyrillic) and Ο (Greek) upper case.
    expect(found(['cờ bạc'], 'chơi \u0441ờ bạ\u0441 nhé')).toEqual(['\u0441ờ bạ\u0441']);
    expect(found(['co bac'], '\u0441\u043E b\u03B1c')).toEqual(['\u0441\u043E b\u03B1c']);
    expect(found(['poker'], '\u0420\u039FKER online')).toEqual(['\u0420\u039FKER']);
    // A look-alike letter carrying Vietnamese marks keeps them: Cyrillic о with horn and grave is "ờ", not "ơ".
    expect(found(['cờ'], 'c\u043E\u031B\u0300 bạc')).toEqual(['c\u043E\u031B\u0300']);
    expect(found(['cơ'], 'c\u043E\u031B\u0300 bạc')).toEqual([]);
  });

  it('still tells Vietnamese words apart by their diacritics once text is normalised', () => {
    expect(found(['cờ bạc'], 'ｃơ bắc')).toEqual([]);
    expect(found(['đĩ'], 'đ\u200Bi học')).toEqual([]);
  });

  it('finds a keyword inside a longer one and repeated keywords', () => {
    const matches = createKeywordMatcher(['đánh bạc', 'đánh bạc online', 'bạc']).find('đánh bạc online');
    expect(matches.map((m) => m.keyword).sort()).toEqual(['bạc', 'đánh bạc', 'đánh bạc online']);
  });

  it('reads rich text without its tags and gives excerpts with the match', () => {
    const text = readableText('<p>Khoá học <strong>cờ</strong> bạc&nbsp;đỉnh cao</p>');
    expect(text).toBe('Khoá học cờ bạc đỉnh cao');
    const [flag] = flagsOf(createKeywordMatcher(['co bac']), [{ field: 'description', text }]);
    expect(flag).toMatchObject({ field: 'description', keyword: 'co bac' });
    expect(flag!.excerpt.slice(flag!.start, flag!.end)).toBe('cờ bạc');
    const long = `${'mở đầu '.repeat(20)}cờ bạc${' kết thúc'.repeat(20)}`;
    const [cut] = flagsOf(createKeywordMatcher(['cờ bạc']), [{ field: 'title', text: long }]);
    expect(cut!.excerpt.startsWith('…') && cut!.excerpt.endsWith('…')).toBe(true);
    expect(cut!.excerpt.slice(cut!.start, cut!.end)).toBe('cờ bạc');
  });

  it('reads a long text against thousands of keywords quickly', () => {
    const keywords = Array.from({ length: 5000 }, (_, i) => `từ khoá ${i} xấu`);
    const matcher = createKeywordMatcher(keywords);
    const text = `${'Nội dung bài viết bình thường về học tập và sự kiện. '.repeat(2000)} tu khoa 4321 xau`;
    const started = performance.now();
    const matches = matcher.find(text);
    const ms = performance.now() - started;
    expect(matches.map((m) => m.keyword)).toEqual(['từ khoá 4321 xấu']);
    console.info(`matcher: ${keywords.length} keywords, ${text.length} characters in ${ms.toFixed(1)} ms`);
    expect(ms).toBeLessThan(1000);
  });
});
