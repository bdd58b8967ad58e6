import { describe, expect, it } from 'vitest';
import { cleanRichText, looksLikeHtml, servedRichText } from './rich-text.js';

const HOSTILE = [
  '<p>Xin chào<script>alert(1)</script></p>',
  '<img src=x onerror=alert(1)>',
  '<svg/onload=alert(1)>',
  'Giá rẻ <svg/onload=alert(1)> & quà',
  '<a href="javascript:alert(1)">bấm</a>',
  '<a href=" JaVaScRiPt:alert(1)">bấm</a>',
  '<iframe src="https://evil.test"></iframe><p onclick="steal()">x</p>',
  '<!--<img src=x onerror=alert(1)>-->y',
];

describe('rich text as stored and served', () => {
  it.each(['Giá vé < 100.000 đ & có nước\nMang đàn theo', 'a < b & c', 'Tôi <3 bạn', 'Viết &lt;script&gt; là chữ', 'x > y'])(
    'keeps plain text as typed: %j',
    (text) => {
      expect(cleanRichText(text)).toBe(text);
    },
  );

  it.each(HOSTILE)('leaves nothing a browser would run in %j', (text) => {
    const clean = cleanRichText(text);
    expect(clean).not.toMatch(/<script|<svg|<iframe|onerror|onload|onclick|javascript:/i);
  });

  it('keeps the editor’s formatting and safe links', () => {
    const html = '<h2>Chương trình</h2><p>Hát <strong>mộc</strong> &amp; <a href="https://a.vn">vé</a></p>';
    expect(cleanRichText(html)).toBe(
      '<h2>Chương trình</h2><p>Hát <strong>mộc</strong> &amp; <a href="https://a.vn" rel="noopener noreferrer nofollow" target="_blank">vé</a></p>',
    );
  });

  it('makes paragraphs of what is left as text once a hidden tag is dropped, so the web shows “&”, not “&amp;”', () => {
    const clean = cleanRichText('Giá rẻ <svg/onload=alert(1)>& quà\nDòng hai\n\nĐoạn hai');
    expect(clean).toBe('<p>Giá rẻ &amp; quà<br />Dòng hai</p><p>Đoạn hai</p>');
    expect(looksLikeHtml(clean)).toBe(true);
  });

  it.each([...HOSTILE, 'a < b & c', '<p>a<br>b</p>', 'x<b/>y & z', 'a<b và c>d'])(
    'answers what the web reads as it was meant, and the same again when cleaned twice: %j',
    (text) => {
      const clean = cleanRichText(text);
      // Either the text as typed (shown as plain text) or HTML the web renders as HTML (or nothing).
      expect(clean === text ? !looksLikeHtml(text) : clean === '' || looksLikeHtml(clean)).toBe(true);
      expect(cleanRichText(clean)).toBe(clean);
    },
  );

  it('serves stored rows cleaned the same way, from memory the second time', () => {
    expect(servedRichText(null)).toBeNull();
    expect(servedRichText('a < b & c')).toBe('a < b & c');
    const stored = `<p>Cũ</p><img src=x onerror=alert(${Date.now()})>`;
    const first = servedRichText(stored);
    expect(first).toBe(cleanRichText(stored));
    expect(servedRichText(stored)).toBe(first);
  });
});
