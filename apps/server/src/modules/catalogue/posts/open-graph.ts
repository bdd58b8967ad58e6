import { Parser } from 'htmlparser2';

export interface OpenGraph {
  title: string | null;
  description: string | null;
  image: string | null;
  siteName: string | null;
}

const clip = (text: string | undefined, max: number) => {
  const clean = text?.replace(/\s+/g, ' ').trim();
  if (!clean) return null;
  return clean.length > max ? `${clean.slice(0, max - 1).trimEnd()}…` : clean;
};

/** An absolute http(s) URL from a page's attribute, or null. */
function absolute(value: string | undefined, base: string): string | null {
  if (!value) return null;
  try {
    const url = new URL(value.trim(), base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString().slice(0, 2048) : null;
  } catch {
    return null;
  }
}

/**
 * A page's preview from its head: Open Graph tags first (og:title, og:description, og:image,
 * og:site_name), then Twitter cards, then <title> and the description meta. Parsed by htmlparser2,
 * never by regular expressions; reading stops at <body> (the tags live in the head).
 */
export function parseOpenGraph(html: string, pageUrl: string): OpenGraph {
  const meta = new Map<string, string>();
  let title = '';
  let inTitle = false;
  let done = false;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (done) return;
        if (name === 'body') {
          done = true;
          return;
        }
        if (name === 'title') inTitle = true;
        if (name !== 'meta') return;
        const key = (attributes.property ?? attributes.name ?? '').toLowerCase().trim();
        if (key && attributes.content !== undefined && !meta.has(key)) meta.set(key, attributes.content);
      },
      ontext(text) {
        if (inTitle && !done) title += text;
      },
      onclosetag(name) {
        if (name === 'title') inTitle = false;
        if (name === 'head') done = true;
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();
  const first = (...keys: string[]) => keys.map((k) => meta.get(k)).find((v) => v?.trim());
  return {
    title: clip(first('og:title', 'twitter:title') ?? title, 300),
    description: clip(first('og:description', 'twitter:description', 'description'), 1000),
    image: absolute(first('og:image', 'og:image:url', 'og:image:secure_url', 'twitter:image', 'twitter:image:src'), pageUrl),
    siteName: clip(first('og:site_name', 'application-name') ?? new URL(pageUrl).hostname, 200),
  };
}

/** The page's text in its declared charset (UTF-8 when unknown or unsupported). */
export function decodeHtml(body: Buffer, charset: string | null): string {
  try {
    return new TextDecoder(charset ?? 'utf-8').decode(body);
  } catch {
    return new TextDecoder('utf-8').decode(body);
  }
}
