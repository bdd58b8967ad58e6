import { describe, expect, it } from 'vitest';
import { excerptOf, sanitizeRichText } from '../../../platform/text/rich-text.js';
import { nextPostStatus } from './post-status.js';

describe('post status table', () => {
  it.each([
    ['DRAFT', 'PUBLISHED', false, 'PUBLISHED'],
    ['PUBLISHED', 'ARCHIVED', false, 'ARCHIVED'],
    ['ARCHIVED', 'PUBLISHED', false, 'PUBLISHED'],
    ['PUBLISHED', 'DRAFT', false, 'DRAFT'],
    ['PUBLISHED', 'HIDDEN', false, null],
    ['PUBLISHED', 'HIDDEN', true, 'HIDDEN'],
    ['HIDDEN', 'PUBLISHED', false, null],
    ['HIDDEN', 'DRAFT', true, 'DRAFT'],
    ['HIDDEN', 'HIDDEN', false, 'HIDDEN'],
  ] as const)('moves %s to %s (admin: %s) → %s', (from, to, admin, expected) => {
    expect(nextPostStatus(from, to, admin)).toBe(expected);
  });
});

describe('post content', () => {
  it('keeps the editor’s formatting and drops scripts, handlers and unsafe links', () => {
    const html = sanitizeRichText(
      '<h2>Tiêu đề</h2><p onclick="x()">Xin <strong>chào</strong><script>alert(1)</script></p>' +
        '<img src="https://a.vn/x.png" onerror="alert(2)"><a href="javascript:alert(3)">xấu</a><a href="https://b.vn">tốt</a>' +
        '<iframe src="https://evil.test"></iframe><style>p{}</style>',
    );
    expect(html).toBe(
      '<h2>Tiêu đề</h2><p>Xin <strong>chào</strong></p><img src="https://a.vn/x.png" /><a rel="noopener noreferrer nofollow" target="_blank">xấu</a>' +
        '<a href="https://b.vn" rel="noopener noreferrer nofollow" target="_blank">tốt</a>',
    );
  });

  it('makes a card summary from the text, cut at a word', () => {
    expect(excerptOf('<p>Một</p><p>hai <b>ba</b></p>')).toBe('Một hai ba');
    expect(excerptOf('<p>chữ chữ chữ chữ</p>', 10)).toBe('chữ chữ…');
    expect(excerptOf('<p> </p>')).toBeNull();
  });
});
