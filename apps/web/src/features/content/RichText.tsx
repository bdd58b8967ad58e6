import { Fragment, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { isSafeUrl, looksLikeHtml, sanitizeHtml } from '../events/sanitize-html';

/**
 * A content service rich text (Strapi v4's richtext is Markdown). Markdown is turned into React
 * elements, never into HTML, so nothing the editor typed can run; an entry that holds HTML (pasted
 * from another editor) goes through the events' allow-list sanitiser first.
 */
export function RichText({ text, className }: { text: string | null | undefined; className?: string }) {
  if (!text) return null;
  if (looksLikeHtml(text)) return <div className={cn('rich-text', className)} dangerouslySetInnerHTML={{ __html: sanitizeHtml(text) }} />;
  return <div className={cn('rich-text', className)}>{markdownBlocks(text)}</div>;
}

type Block = { kind: 'heading'; level: number; text: string } | { kind: 'list'; ordered: boolean; items: string[] } | { kind: 'paragraph'; lines: string[] };

function parseBlocks(text: string): Block[] {
  const blocks: Block[] = [];
  for (const line of text.replace(/\r\n?/g, '\n').split('\n')) {
    const last = blocks.at(-1);
    const heading = /^(#{1,6})\s+(.*)$/.exec(line);
    const item = /^\s*(?:([-*+])|(\d+)[.)])\s+(.*)$/.exec(line);
    if (!line.trim()) blocks.push({ kind: 'paragraph', lines: [] });
    else if (heading) blocks.push({ kind: 'heading', level: heading[1]!.length, text: heading[2]! });
    else if (item) {
      const ordered = Boolean(item[2]);
      if (last?.kind === 'list' && last.ordered === ordered) last.items.push(item[3]!);
      else blocks.push({ kind: 'list', ordered, items: [item[3]!] });
    } else if (last?.kind === 'paragraph') last.lines.push(line.trim());
    else blocks.push({ kind: 'paragraph', lines: [line.trim()] });
  }
  return blocks.filter((b) => b.kind !== 'paragraph' || b.lines.length > 0);
}

function markdownBlocks(text: string): ReactNode[] {
  return parseBlocks(text).map((block, i) => {
    if (block.kind === 'heading') {
      // The page has its own h1: an editor's "#" and "##" become the page's sections.
      const Tag = (['h2', 'h2', 'h3', 'h4', 'h5', 'h6'] as const)[block.level - 1]!;
      return <Tag key={i}>{inline(block.text)}</Tag>;
    }
    if (block.kind === 'list') {
      const Tag = block.ordered ? 'ol' : 'ul';
      return (
        <Tag key={i}>
          {block.items.map((item, j) => (
            <li key={j}>{inline(item)}</li>
          ))}
        </Tag>
      );
    }
    return <p key={i}>{inline(block.lines.join(' '))}</p>;
  });
}

/** Bold, italic, inline code and links; anything else stays text. */
function inline(text: string): ReactNode[] {
  const pattern = /\*\*(.+?)\*\*|__(.+?)__|\*(.+?)\*|_(.+?)_|`(.+?)`|\[([^\]]+)\]\(([^)\s]+)\)/g;
  const out: ReactNode[] = [];
  let at = 0;
  for (const match of text.matchAll(pattern)) {
    if (match.index > at) out.push(text.slice(at, match.index));
    const key = match.index;
    const [, b1, b2, i1, i2, code, label, href] = match;
    if (b1 ?? b2) out.push(<strong key={key}>{inline((b1 ?? b2)!)}</strong>);
    else if (i1 ?? i2) out.push(<em key={key}>{inline((i1 ?? i2)!)}</em>);
    else if (code) out.push(<code key={key}>{code}</code>);
    else if (label && href && isSafeUrl(href)) {
      const external = /^https?:/i.test(href);
      out.push(
        <a key={key} href={href} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
          {inline(label)}
        </a>,
      );
    } else out.push(<Fragment key={key}>{label ?? match[0]}</Fragment>);
    at = match.index + match[0].length;
  }
  if (at < text.length) out.push(text.slice(at));
  return out;
}
