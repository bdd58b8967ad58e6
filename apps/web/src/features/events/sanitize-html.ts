/**
 * A small allow-list sanitiser for the event description (rich text from the host's editor). The
 * server already cleans it; this is the second lock before `dangerouslySetInnerHTML`: only known
 * formatting tags and attributes survive, scripts/styles/embeds are dropped with their content,
 * event handlers and `javascript:`-style URLs are removed, unknown tags are unwrapped to their text.
 */

const words = (text: string) => new Set(text.split(/\s+/).filter(Boolean));

/** Removed together with everything inside them. */
const DROP = words(`
  script style iframe frame frameset object embed applet noscript template svg math form input button
  textarea select option link meta base title head audio video source canvas
`);

/** Kept (with their allowed attributes); any other tag is replaced by its children. */
const KEEP = words(`
  p br hr div span strong b em i u s strike del ins mark small sub sup a ul ol li h1 h2 h3 h4 h5 h6
  blockquote pre code img figure figcaption table thead tbody tfoot tr th td caption
`);

const ATTRIBUTES: Record<string, readonly string[]> = {
  a: ['href', 'title'],
  img: ['src', 'alt', 'title', 'width', 'height'],
  td: ['colspan', 'rowspan'],
  th: ['colspan', 'rowspan', 'scope'],
  ol: ['start'],
};

const LINK_SCHEMES = new Set(['http', 'https', 'mailto', 'tel']);
const IMAGE_SCHEMES = new Set(['http', 'https']);

/** A URL that is relative or uses one of `schemes` (browsers ignore spaces and control characters in the scheme). */
export function isSafeUrl(value: string, schemes: ReadonlySet<string> = LINK_SCHEMES): boolean {
  // eslint-disable-next-line no-control-regex
  const compact = value.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(compact);
  return scheme ? schemes.has(scheme[1]!.toLowerCase()) : true;
}

function cleanAttributes(element: Element, tag: string): void {
  const allowed = ATTRIBUTES[tag] ?? [];
  for (const { name } of [...element.attributes]) {
    if (!allowed.includes(name.toLowerCase())) element.removeAttribute(name);
  }
  if (tag === 'a') {
    const href = element.getAttribute('href');
    if (href !== null && !isSafeUrl(href)) element.removeAttribute('href');
    else if (href && /^https?:/i.test(href.trim())) {
      // Outside links open in a new tab without giving the other page a handle on this one.
      element.setAttribute('target', '_blank');
      element.setAttribute('rel', 'noopener noreferrer nofollow');
    }
  }
  if (tag === 'img') {
    const src = element.getAttribute('src');
    if (src === null || !isSafeUrl(src, IMAGE_SCHEMES)) element.remove();
    else element.setAttribute('loading', 'lazy');
  }
}

function cleanChildren(parent: ParentNode): void {
  for (const node of [...parent.childNodes]) {
    if (node.nodeType === Node.TEXT_NODE) continue;
    if (node.nodeType !== Node.ELEMENT_NODE) {
      node.parentNode?.removeChild(node);
      continue;
    }
    const element = node as Element;
    const tag = element.localName.toLowerCase();
    if (DROP.has(tag)) {
      element.remove();
      continue;
    }
    cleanChildren(element);
    if (KEEP.has(tag)) cleanAttributes(element, tag);
    else element.replaceWith(...element.childNodes);
  }
}

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => escapes[ch]!);

/** The description's HTML with only safe formatting left. */
export function sanitizeHtml(html: string): string {
  if (typeof DOMParser === 'undefined') return escapeHtml(html);
  // A parsed (not inserted) document runs no scripts and loads no images.
  const doc = new DOMParser().parseFromString(`<!doctype html><body>${html}`, 'text/html');
  cleanChildren(doc.body);
  return doc.body.innerHTML;
}

/** Whether a text carries markup (else it is shown as plain text with its line breaks). */
export function looksLikeHtml(text: string): boolean {
  return /<\/?[a-z][a-z0-9]*(?:\s[^>]*)?>/i.test(text);
}
