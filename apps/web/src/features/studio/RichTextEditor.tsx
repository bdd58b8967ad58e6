import Image from '@tiptap/extension-image';
import { EditorContent, useEditor, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Bold, Heading2, Heading3, ImagePlus, Italic, Link2, List, ListOrdered, Quote, Redo2, Strikethrough, Undo2 } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { cm } from '../../lib/console-messages';

const t = cm.postEditor;

/** Links and images take http(s) only, as the server's sanitiser does. */
const isWebUrl = (value: string) => /^https?:\/\/\S+$/i.test(value);

export interface RichTextHandle {
  insertLink(url: string, text: string): void;
}

/**
 * The studio's rich-text editor for posts and event descriptions (TipTap on ProseMirror): headings, marks, lists, quotes, links and
 * images. It hands back HTML; the server sanitises it again on save. Loaded only with the pages that edit (its own chunk).
 */
export function RichTextEditor({
  value,
  onChange,
  labelId,
  invalid,
  onReady,
}: {
  value: string;
  onChange: (html: string, isEmpty: boolean) => void;
  /** The id of the visible label naming the editing area. */
  labelId: string;
  invalid?: boolean;
  onReady?: (handle: RichTextHandle) => void;
}) {
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        link: { openOnClick: false, autolink: true, protocols: ['http', 'https', 'mailto'], HTMLAttributes: { rel: 'noopener noreferrer nofollow' } },
      }),
      Image,
    ],
    content: value,
    shouldRerenderOnTransaction: true,
    onUpdate: ({ editor: e }) => onChange(e.getHTML(), e.isEmpty),
    editorProps: {
      attributes: {
        class: 'rich-text min-h-72 px-4 py-3 outline-none',
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
      },
    },
  });

  useEffect(() => {
    if (!editor || !onReady) return;
    onReady({
      insertLink: (url, text) =>
        editor
          .chain()
          .focus('end')
          .insertContent([{ type: 'paragraph', content: [{ type: 'text', text, marks: [{ type: 'link', attrs: { href: url } }] }] }])
          .run(),
    });
  }, [editor, onReady]);

  return (
    <div
      className={cn(
        'overflow-hidden rounded-xl border bg-surface focus-within:outline-2 focus-within:outline-brand-500',
        invalid ? 'border-danger-500' : 'border-line-strong',
      )}
    >
      {editor ? <Toolbar editor={editor} /> : null}
      <EditorContent editor={editor} />
    </div>
  );
}

function Toolbar({ editor }: { editor: Editor }) {
  const link = () => {
    const current = String(editor.getAttributes('link').href ?? '');
    const url = window.prompt(t.linkPrompt, current)?.trim();
    if (url === undefined) return;
    if (url === '') editor.chain().focus().extendMarkRange('link').unsetLink().run();
    else if (isWebUrl(url)) editor.chain().focus().extendMarkRange('link').setLink({ href: url }).run();
  };
  const image = () => {
    const url = window.prompt(t.imagePrompt)?.trim();
    if (url && isWebUrl(url)) editor.chain().focus().setImage({ src: url }).run();
  };
  const tb = t.toolbar;
  return (
    <div role="toolbar" aria-label={tb.label} className="flex flex-wrap gap-0.5 border-b border-line bg-sunken/60 p-1">
      <Tool label={tb.bold} active={editor.isActive('bold')} onClick={() => editor.chain().focus().toggleBold().run()} icon={<Bold />} />
      <Tool label={tb.italic} active={editor.isActive('italic')} onClick={() => editor.chain().focus().toggleItalic().run()} icon={<Italic />} />
      <Tool label={tb.strike} active={editor.isActive('strike')} onClick={() => editor.chain().focus().toggleStrike().run()} icon={<Strikethrough />} />
      <Tool
        label={tb.h2}
        active={editor.isActive('heading', { level: 2 })}
        onClick={() => editor.chain().focus().toggleHeading({ level: 2 }).run()}
        icon={<Heading2 />}
      />
      <Tool
        label={tb.h3}
        active={editor.isActive('heading', { level: 3 })}
        onClick={() => editor.chain().focus().toggleHeading({ level: 3 }).run()}
        icon={<Heading3 />}
      />
      <Tool label={tb.bullet} active={editor.isActive('bulletList')} onClick={() => editor.chain().focus().toggleBulletList().run()} icon={<List />} />
      <Tool
        label={tb.ordered}
        active={editor.isActive('orderedList')}
        onClick={() => editor.chain().focus().toggleOrderedList().run()}
        icon={<ListOrdered />}
      />
      <Tool label={tb.quote} active={editor.isActive('blockquote')} onClick={() => editor.chain().focus().toggleBlockquote().run()} icon={<Quote />} />
      <Tool label={tb.link} active={editor.isActive('link')} onClick={link} icon={<Link2 />} />
      <Tool label={tb.image} onClick={image} icon={<ImagePlus />} />
      <Tool label={tb.undo} onClick={() => editor.chain().focus().undo().run()} disabled={!editor.can().undo()} icon={<Undo2 />} />
      <Tool label={tb.redo} onClick={() => editor.chain().focus().redo().run()} disabled={!editor.can().redo()} icon={<Redo2 />} />
    </div>
  );
}

function Tool({ label, icon, onClick, active, disabled }: { label: string; icon: ReactNode; onClick: () => void; active?: boolean; disabled?: boolean }) {
  return (
    <button
      type="button"
      title={label}
      aria-label={label}
      {...(active !== undefined ? { 'aria-pressed': active } : {})}
      disabled={disabled}
      onClick={onClick}
      className={cn(
        'inline-flex size-9 items-center justify-center rounded-lg text-ink-soft transition-colors hover:bg-surface hover:text-ink disabled:opacity-40 [&_svg]:size-4',
        active && 'bg-brand-50 text-brand-700',
      )}
    >
      {icon}
    </button>
  );
}
