import { FileText } from 'lucide-react';
import type { CmsFile } from '../../../../lib/cms';

/** A file's address for the browser: the service's own files come through this server (`/cms/uploads/...`). */
export function mediaUrl(url: string): string {
  return url.startsWith('/uploads/') ? `/cms${url}` : url;
}

export function FileThumb({ file }: { file: CmsFile }) {
  const { url, mime, alternativeText } = file.attributes;
  const name = (file.attributes as { name?: string }).name ?? alternativeText ?? `#${file.id}`;
  return mime?.startsWith('image/') ? (
    <img src={mediaUrl(url)} alt={alternativeText || name} className="size-20 rounded-lg border border-line object-cover" />
  ) : (
    <span className="flex size-20 flex-col items-center justify-center gap-1 rounded-lg border border-line bg-sunken p-1 text-center text-[11px] text-muted">
      <FileText className="size-5" aria-hidden />
      <span className="line-clamp-2 break-all">{name}</span>
    </span>
  );
}
