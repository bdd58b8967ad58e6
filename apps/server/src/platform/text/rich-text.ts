import sanitizeHtml from 'sanitize-html';

/**
 * What a host's rich text (a post, an event's description) may hold once stored: the editor's blocks and marks, links and images over
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

/** The HTML a post or a description stores: sanitised by the rules above. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, RICH_TEXT).trim();
}

/** Whether a text carries markup (else it is plain text, shown with its line breaks), as the web app decides. */
export function looksLikeHtml(text: string): boolean {
  return /<\/?[a-z][a-z0-9]*(?:\s[^>]*)?>/i.test(text);
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
