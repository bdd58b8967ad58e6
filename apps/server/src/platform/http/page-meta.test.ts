import { describe, expect, it } from 'vitest';
import { createPageMeta, plainSummary, renderShell } from './page-meta.js';

const SHELL = `<html><head>
    <meta name="description" content="Mặc định" />
    <title>Học &amp; Sự kiện</title>
  </head><body><div id="root"></div></body></html>`;

describe('the shell of a public page', () => {
  it('carries the page title, description and Open Graph tags, escaped', () => {
    const html = renderShell(
      SHELL,
      { title: 'Hội thảo "AI" <2026>', description: '<p>Chia sẻ về <b>AI</b> &amp; dữ liệu</p>', image: 'https://x.vn/a.png?w=1&h=2', type: 'article' },
      'https://hocsukien.vn/events/hoi-thao-ai',
    );
    expect(html).toContain('<title>Hội thảo &quot;AI&quot; &lt;2026&gt; · Học &amp; Sự kiện</title>');
    expect(html).toContain('<meta name="description" content="Chia sẻ về AI &amp;amp; dữ liệu" />');
    expect(html).toContain('<meta property="og:title" content="Hội thảo &quot;AI&quot; &lt;2026&gt;" />');
    expect(html).toContain('<meta property="og:type" content="article" />');
    expect(html).toContain('<meta property="og:image" content="https://x.vn/a.png?w=1&amp;h=2" />');
    expect(html).toContain('<meta property="og:url" content="https://hocsukien.vn/events/hoi-thao-ai" />');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(html).toContain('<div id="root"></div>');
    expect(html.match(/<title>/g)).toHaveLength(1);
  });

  it('shortens long descriptions at a word', () => {
    expect(plainSummary('một hai ba bốn năm', 10)).toBe('một hai…');
    expect(plainSummary('  <p> </p> ')).toBeNull();
  });

  it('is left as it is for pages nobody describes, or that cannot be found', async () => {
    const registry = createPageMeta({ publicUrl: 'https://hocsukien.vn' });
    registry.add(/^\/hosts\/([^/]+)$/, async ([, username]) => {
      if (username === 'khong-co') throw new Error('USER_NOT_FOUND');
      return { title: `Trang của ${username}` };
    });
    expect(await registry.render(SHELL, '/events')).toBe(SHELL);
    expect(await registry.render(SHELL, '/hosts/khong-co')).toBe(SHELL);
    expect(await registry.render(SHELL, '/hosts/an?tab=events')).toContain('<title>Trang của an · Học &amp; Sự kiện</title>');
  });
});
