import sanitizeHtml from 'sanitize-html';

/**
 * What a host's rich text (a post, a description, a TEXT lesson) may hold once stored: the editor's blocks and marks, links and images over
 * http(s) only. Scripts, styles, event handlers (onerror, onclick…), iframes, forms and inline CSS are
 * dropped; script and style bodies go with their tags.
 */
const RICH_TEXT: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'h2',
    'h3',
    'h4',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'code',
    'pre',
    'hr',
    'figure',
    'figcaption',
  ],
  // rel and target are set by the transform below, whatever the author wrote.
  allowedAttributes: { a: ['href', 'title', 'rel', 'target'], img: ['src', 'alt', 'title', 'width', 'height'], ol: ['start'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Links leave the site without handing it the reader's page or window.
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer nofollow', target: '_blank' }) },
};

/** HTML sanitised by the rules above (a post's content; other rich text goes through `cleanRichText`). */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, RICH_TEXT).trim();
}

/** Whether a text carries markup (else it is plain text, shown with its line breaks), as the web app decides. */
export function looksLikeHtml(text: string): boolean {
  return /<\/?[a-z][a-z0-9]*(?:\s[^>]*)?>/i.test(text);
}

/**
 * Where an HTML parser would start a tag, an end tag, a comment or a declaration. Wider than
 * `looksLikeHtml`: `<svg/onload=…>` runs in a browser, though the web app's `looksLikeHtml` reads it as text.
 */
const MARKUP = /<[a-z!/?]/i;

/** A text with no markup as paragraphs (blank lines) and line breaks, so it is read as HTML; already escaped. */
const paragraphsOf = (escaped: string) =>
  escaped
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${paragraph.replace(/\n/g, '<br />')}</p>`)
    .join('');

/**
 * A host's rich text (a description, a TEXT lesson) as stored and served, whatever it looks like. A
 * text where no tag can start is safe as HTML and stays as typed, so plain text ("a < b & c") reads
 * the same as text or as HTML. Anything else is sanitised; should nothing the web app reads as HTML
 * be left (only text with entities such as `&amp;`), it is made paragraphs, else the web would show
 * those entities. The answer reads back unchanged, so cleaning twice is cleaning once.
 */
export function cleanRichText(text: string): string {
  if (!MARKUP.test(text)) return text;
  const html = sanitizeRichText(text);
  return html && !looksLikeHtml(html) ? paragraphsOf(html) : html;
}

// Texts already cleaned for reading, the most recently read last, bounded by their characters: a
// popular page is read again and again, and sanitising its description each time costs ~60 µs a KB.
const SERVED_CHARS = 4_000_000;
const served = new Map<string, string>();
let servedChars = 0;

/**
 * A stored rich text as it may leave the server. Writes clean it already; this covers rows written
 * before they did, or by anything else than our services (SQL, an import), so no answer carries
 * what a client would run.
 */
export function servedRichText<T extends string | null>(text: T): T {
  if (text === null || !MARKUP.test(text)) return text;
  const known = served.get(text);
  if (known !== undefined) {
    served.delete(text);
    served.set(text, known);
    return known as T;
  }
  const clean = cleanRichText(text);
  const size = text.length + (clean === text ? 0 : clean.length);
  if (size > SERVED_CHARS / 4) return clean as T;
  served.set(text, clean);
  servedChars += size;
  for (const [key, value] of served) {
    if (servedChars <= SERVED_CHARS) break;
    served.delete(key);
    servedChars -= key.length + (value === key ? 0 : value.length);
  }
  return clean as T;
}

/** A card's summary from the content when the author wrote none: its text, at most `max` characters, cut at a word. */
export function excerptOf(html: string, max = 200): string | null {
  const text = sanitizeHtml(html.replace(/<\/(p|h[1-6]|li|blockquote|pre)>|<br\s*\/?>/gi, ' '), { allowedTags: [], allowedAttributes: {} })
    .replace(/\s+/g, ' ')
    .trim();
  if (!text) return null;
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
