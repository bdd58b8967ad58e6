import { describe, expect, it } from 'vitest';
import { SLUG_PATTERN, slugify } from './slug.js';

describe('slugify', () => {
  it.each([
    ['Hội thảo AI', 'hoi-thao-ai'],
    ['Đường đến Đà Lạt', 'duong-den-da-lat'],
    ['  Lập trình  /  Web & Mobile ', 'lap-trinh-web-mobile'],
    ['Tiếng Anh giao tiếp 101', 'tieng-anh-giao-tiep-101'],
    ['!!!', ''],
  ])('folds %j to %j', (text, slug) => {
    expect(slugify(text)).toBe(slug);
  });

  it('cuts long slugs without leaving a trailing hyphen', () => {
    const slug = slugify('Khoá học thiết kế trải nghiệm người dùng cho người mới bắt đầu', 20);
    expect(slug.length).toBeLessThanOrEqual(20);
    expect(slug).toMatch(SLUG_PATTERN);
  });
});
