import { describe, expect, it } from 'vitest';
import { isSafeUrl, looksLikeHtml, sanitizeHtml } from './sanitize-html';

describe('the description sanitiser', () => {
  it('keeps the formatting an editor produces', () => {
    const html = '<h2>Nội dung</h2><p>Buổi chia sẻ <strong>miễn phí</strong> về <em>AI</em>.</p><ul><li>Phần 1</li><li>Phần 2</li></ul>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('drops scripts, styles and embeds together with what is inside them', () => {
    const out = sanitizeHtml('<p>Xin chào</p><script>alert(1)</script><style>body{display:none}</style><iframe src="https://x.vn"></iframe>');
    expect(out).toBe('<p>Xin chào</p>');
  });

  it('removes event handlers and inline styles but keeps the element', () => {
    const out = sanitizeHtml('<p onclick="steal()" style="color:red" class="x">Chạm vào đây</p><img src="https://cdn.vn/a.jpg" onerror="steal()" alt="Ảnh">');
    expect(out).toBe('<p>Chạm vào đây</p><img src="https://cdn.vn/a.jpg" alt="Ảnh" loading="lazy">');
  });

  it('removes javascript: links however they are disguised', () => {
    for (const href of [
      'javascript:alert(1)',
      ' JaVaScRiPt:alert(1)',
      'java\tscript:alert(1)',
      '&#106;avascript:alert(1)',
      'vbscript:x',
      'data:text/html,<b>x</b>',
    ]) {
      expect(sanitizeHtml(`<a href="${href}">Bấm</a>`)).toBe('<a>Bấm</a>');
    }
  });

  it('opens outside links in a new tab without a handle on this page', () => {
    expect(sanitizeHtml('<a href="https://vidu.vn" target="_self">Trang</a>')).toBe(
      '<a href="https://vidu.vn" target="_blank" rel="noopener noreferrer nofollow">Trang</a>',
    );
    expect(sanitizeHtml('<a href="/events/khac">Sự kiện khác</a>')).toBe('<a href="/events/khac">Sự kiện khác</a>');
  });

  it('drops images that are not plain web addresses', () => {
    expect(sanitizeHtml('<p>a<img src="data:image/svg+xml;base64,PHN2Zz4=">b</p>')).toBe('<p>ab</p>');
  });

  it('unwraps unknown tags to their text and leaves text escaped', () => {
    expect(sanitizeHtml('<custom-box><p>Giữ chữ</p></custom-box><font color="red">đỏ</font> 1 &lt; 2')).toBe('<p>Giữ chữ</p>đỏ 1 &lt; 2');
  });

  it('removes comments', () => {
    expect(sanitizeHtml('<p>a<!-- <script>x</script> --></p>')).toBe('<p>a</p>');
  });
});

describe('isSafeUrl', () => {
  it('accepts web, mail and phone links and relative paths only', () => {
    expect(isSafeUrl('https://vidu.vn')).toBe(true);
    expect(isSafeUrl('mailto:ban@vidu.vn')).toBe(true);
    expect(isSafeUrl('tel:0912345678')).toBe(true);
    expect(isSafeUrl('/hosts/lan')).toBe(true);
    expect(isSafeUrl('javascript:void(0)')).toBe(false);
  });
});

describe('looksLikeHtml', () => {
  it('tells markup from plain text', () => {
    expect(looksLikeHtml('<p>Xin chào</p>')).toBe(true);
    expect(looksLikeHtml('Giá 1 < 2 và 3 > 2\nDòng hai')).toBe(false);
  });
});
