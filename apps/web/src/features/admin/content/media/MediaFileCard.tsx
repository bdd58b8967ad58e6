import { FilePen, RefreshCw, Trash2 } from 'lucide-react';
import { useRef } from 'react';
import { Badge } from '../../../../components/ui/Badge';
import { Button } from '../../../../components/ui/Button';
import { Card } from '../../../../components/ui/Card';
import { cmsAdminMessages } from '../../../../lib/cms-admin-messages';
import { fileOf } from '../cms-admin';
import { FileThumb } from '../fields/FileThumb';
import type { LibraryFile } from './media-admin';

const t = cmsAdminMessages.media;

/** One file of the library: its picture (or kind), name, size, descriptions and what can be done to it. */
export function MediaFileCard({
  file,
  replacing,
  onDescribe,
  onReplace,
  onDelete,
}: {
  file: LibraryFile;
  /** The progress of its replacement, while one is sent. */
  replacing: number | null;
  onDescribe: () => void;
  onReplace: (file: File) => void;
  onDelete: () => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <Card className="flex flex-col gap-3 p-4" data-testid="media-file">
      <div className="flex gap-3">
        <FileThumb file={fileOf(file)} />
        <div className="min-w-0 text-sm">
          <p className="truncate font-semibold text-ink" title={file.name}>
            {file.name}
          </p>
          <p className="text-muted">
            {[
              file.ext?.replace('.', '').toUpperCase(),
              typeof file.size === 'number' ? t.size(file.size) : null,
              file.width && file.height ? `${file.width}×${file.height}` : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          </p>
          {file.alternativeText ? <p className="mt-1 line-clamp-2 text-ink">{file.alternativeText}</p> : <Badge tone="warning">{t.noAlt}</Badge>}
          {file.caption ? <p className="mt-1 line-clamp-2 text-muted italic">{file.caption}</p> : null}
        </div>
      </div>
      {replacing !== null ? (
        <p role="status" className="text-sm text-muted">
          {t.uploading(replacing)}
        </p>
      ) : null}
      <div className="mt-auto flex flex-wrap gap-1.5">
        <Button size="sm" variant="secondary" leadingIcon={<FilePen className="size-4" aria-hidden />} aria-label={t.describe(file.name)} onClick={onDescribe}>
          {cmsAdminMessages.media.describeShort}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          leadingIcon={<RefreshCw className="size-4" aria-hidden />}
          aria-label={t.replace(file.name)}
          disabled={replacing !== null}
          onClick={() => input.current?.click()}
        >
          {t.replaceShort}
        </Button>
        <input
          ref={input}
          type="file"
          className="sr-only"
          tabIndex={-1}
          aria-hidden
          data-testid={`replace-${file.id}`}
          onChange={(event) => {
            const chosen = event.target.files?.[0];
            event.target.value = '';
            if (chosen) onReplace(chosen);
          }}
        />
        <Button
          size="sm"
          variant="ghost"
          className="ml-auto text-danger-600"
          leadingIcon={<Trash2 className="size-4" aria-hidden />}
          aria-label={t.remove(file.name)}
          onClick={onDelete}
        >
          {t.removeShort}
        </Button>
      </div>
    </Card>
  );
}
