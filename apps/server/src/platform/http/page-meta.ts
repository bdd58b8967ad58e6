/**
 * Per-page <title> and Open Graph tags for public pages opened directly (a shared link, a crawler):
 * modules say how to describe a path; the web app's shell is answered with those tags in its head.
 */
export interface PageMeta {
  title: string;
  description?: string | null;
  image?: string | null;
  type?: 'website' | 'article' | 'profile';
}

type Resolver = (match: RegExpExecArray) => Promise<PageMeta | null>;

const SITE_NAME = 'Học & Sự kiện';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
/** Descriptions come from rich text: tags dropped, whitespace folded, cut at a word. */
export function plainSummary(text: string | null | undefined, max = 200): string | null {
  if (!text) return null;
  const plain = text
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (plain.length <= max) return plain || null;
  return `${plain.slice(0, max).replace(/\s+\S*$/, '')}…`;
}

/** The shell with this page's tags: the title replaced, description and og:/twitter: tags added. */
export function renderShell(indexHtml: string, meta: PageMeta, url: string): string {
  const title = `${meta.title} · ${SITE_NAME}`;
  const description = plainSummary(meta.description);
  const tags = [
    ['og:site_name', SITE_NAME],
    ['og:title', meta.title],
    ['og:type', meta.type ?? 'website'],
    ['og:url', url],
    ['og:locale', 'vi_VN'],
    ...(description ? [['og:description', description]] : []),
    ...(meta.image ? [['og:image', meta.image]] : []),
  ]
    .map(([property, content]) => `<meta property="${property}" content="${escapeHtml(content!)}" />`)
    .concat(`<meta name="twitter:card" content="${meta.image ? 'summary_large_image' : 'summary'}" />`)
    .join('\n    ');
  let html = indexHtml.replace(/<title>[\s\S]*?<\/title>/, `<title>${escapeHtml(title)}</title>`);
  if (description) html = html.replace(/<meta name="description" content="[^"]*"\s*\/?>/, `<meta name="description" content="${escapeHtml(description)}" />`);
  return html.replace('</head>', `    ${tags}\n    <link rel="canonical" href="${escapeHtml(url)}" />\n  </head>`);
}

export function createPageMeta(deps: { publicUrl: string; log?: { warn: (obj: unknown, msg: string) => void } }) {
  const resolvers: { pattern: RegExp; resolve: Resolver }[] = [];
  return {
    /** `pattern` matches the path (no query); the first matching resolver describes the page. */
    add(pattern: RegExp, resolve: Resolver) {
      resolvers.push({ pattern, resolve });
    },
    /** The shell for `url` (path and query), with its page's tags when a resolver knows the page. */
    async render(indexHtml: string, url: string): Promise<string> {
      const path = url.split(/[?#]/)[0]!;
      for (const { pattern, resolve } of resolvers) {
        const match = pattern.exec(path);
        if (!match) continue;
        try {
          const meta = await resolve(match);
          return meta ? renderShell(indexHtml, meta, `${deps.publicUrl}${path}`) : indexHtml;
        } catch (error) {
          // A page that cannot be described (not found, not public) still opens: the web app says why.
          deps.log?.warn({ err: error, path }, 'page meta not resolved');
          return indexHtml;
        }
      }
      return indexHtml;
    },
  };
}
export type PageMetaRegistry = ReturnType<typeof createPageMeta>;
