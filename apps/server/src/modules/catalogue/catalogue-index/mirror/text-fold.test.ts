import { describe, expect, it } from 'vitest';
import { FOLD_CANDIDATES, textFold } from './text-fold.js';

/** PostgreSQL's folds of the candidates as a database lowering every letter gives them. */
const folding = (c: string) =>
  c
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace('đ', 'd');

describe('the mirrors fold text as PostgreSQL does, or leave it to PostgreSQL', () => {
  it('folds Vietnamese letters, capitals and đ as lower then unaccent do', () => {
    const fold = textFold(FOLD_CANDIDATES.map(folding));
    expect(fold('Hội THẢO khoá Học')).toBe('hoi thao khoa hoc');
    expect(fold('Đà Nẵng, 10km!')).toBe('da nang, 10km!');
    expect(fold('hòa nhạc')).toBe(fold('hoà nhạc'));
  });

  it('leaves to PostgreSQL text with a character not among the candidates: marks typed apart, other letters, other spaces', () => {
    const fold = textFold(FOLD_CANDIDATES.map(folding));
    expect(fold('ho\u0323\u0302i')).toBeUndefined();
    expect(fold('naïve')).toBeUndefined();
    expect(fold('hội\u00a0thảo')).toBeUndefined();
  });

  it('leaves to PostgreSQL a character it folds otherwise, as a database lowering only ASCII leaves capitals with marks', () => {
    const asciiOnly = (c: string) =>
      (c.charCodeAt(0) < 128 ? c.toLowerCase() : c)
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .replace('đ', 'd');
    const fold = textFold(FOLD_CANDIDATES.map(asciiOnly));
    expect(fold('hội thảo')).toBe('hoi thao');
    expect(fold('HỘI')).toBeUndefined();
    expect(fold('Đà')).toBeUndefined();
  });

  it('folds nothing PostgreSQL did not answer for', () => {
    expect(textFold([])('hoi')).toBeUndefined();
  });
});
