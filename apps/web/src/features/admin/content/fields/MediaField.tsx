import type { CmsMediaField } from '@market/contract';
import { ImagePlus, Library, Pencil, X } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Button } from '../../../../components/ui/Button';
import { ProgressBar } from '../../../../components/ui/ProgressBar';
import type { CmsFile } from '../../../../lib/cms';
import { cmsConsoleMessages } from '../../../../lib/cms-console-messages';
import { toast } from '../../../../lib/toast';
import { fileOf, uploadCmsFiles } from '../cms-admin';
import { fieldLabel } from '../content-types';
import { FileInfoDialog } from './FileInfoDialog';
import { FileThumb } from './FileThumb';
import { MediaLibraryDialog } from './MediaLibraryDialog';
import { errorOf, type FieldProps } from './types';

const t = cmsConsoleMessages.fields;
const ACCEPT: Record<string, string> = { images: 'image/*', videos: 'video/*', audios: 'audio/*', files: '*/*' };

/** One file or several: uploaded from the device (with its progress) or chosen from the library. */
export function MediaField({ name, field, value, onChange, path, errors }: FieldProps<CmsMediaField, CmsFile[]>) {
  const files = value ?? [];
  const label = fieldLabel(name, field);
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const [progress, setProgress] = useState<{ name: string; percent: number } | null>(null);
  const [libraryOpen, setLibraryOpen] = useState(false);
  const [describing, setDescribing] = useState<CmsFile | null>(null);
  const error = errorOf(errors, path);
  const accept = (field.allowedTypes ?? ['files']).map((kind) => ACCEPT[kind]).join(',');
  const add = (picked: CmsFile[]) => onChange(field.multiple ? [...files, ...picked.filter((p) => !files.some((f) => f.id === p.id))] : picked.slice(-1));

  async function upload(list: FileList | null) {
    const chosen = [...(list ?? [])];
    if (!chosen.length) return;
    setProgress({ name: chosen.map((f) => f.name).join(', '), percent: 0 });
    try {
      const saved = await uploadCmsFiles(field.multiple ? chosen : chosen.slice(0, 1), (percent) => setProgress((p) => (p ? { ...p, percent } : p)));
      add(saved.map(fileOf));
      toast.success(t.uploaded);
    } catch (failure) {
      toast.error(failure instanceof Error && failure.message ? failure.message : t.uploadFailed);
    } finally {
      setProgress(null);
      if (input.current) input.current.value = '';
    }
  }

  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={error ? `${inputId}-error` : undefined}>
      <legend className="mb-1.5 text-sm font-medium text-ink">
        {label} {field.required ? null : <span className="text-xs font-normal text-muted">({t.optional})</span>}
      </legend>
      {files.length ? (
        <ul className="flex flex-wrap gap-3">
          {files.map((file) => {
            const fileName = (file.attributes as { name?: string }).name ?? `#${file.id}`;
            const image = file.attributes.mime?.startsWith('image/');
            return (
              <li key={file.id} className="flex w-24 flex-col gap-1">
                <div className="relative w-20">
                  <FileThumb file={file} />
                  <button
                    type="button"
                    aria-label={t.removeFile(fileName)}
                    onClick={() => onChange(files.filter((f) => f.id !== file.id))}
                    className="absolute -top-2 -right-2 inline-flex size-6 items-center justify-center rounded-full bg-ink text-white shadow focus-visible:outline-2 focus-visible:outline-brand-500"
                  >
                    <X className="size-3.5" aria-hidden />
                  </button>
                </div>
                {image && !file.attributes.alternativeText ? <span className="text-[11px] leading-tight text-warning-700">{t.noAlternativeText}</span> : null}
                <Button
                  size="sm"
                  variant="ghost"
                  className="self-start"
                  aria-label={t.describeFile(fileName)}
                  leadingIcon={<Pencil className="size-3.5" aria-hidden />}
                  onClick={() => setDescribing(file)}
                >
                  {t.describeShort}
                </Button>
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="text-sm text-muted">{t.none}</p>
      )}
      {progress ? <ProgressBar value={progress.percent} label={t.uploading(progress.name)} caption={t.uploading(progress.name)} /> : null}
      <div className="flex flex-wrap gap-2">
        <input
          ref={input}
          id={inputId}
          type="file"
          className="sr-only"
          accept={accept}
          multiple={field.multiple}
          aria-label={`${t.upload}: ${label}`}
          onChange={(event) => void upload(event.target.files)}
        />
        <Button
          size="sm"
          variant="secondary"
          leadingIcon={<ImagePlus className="size-4" aria-hidden />}
          disabled={progress !== null}
          onClick={() => input.current?.click()}
        >
          {t.upload}
        </Button>
        <Button size="sm" variant="ghost" leadingIcon={<Library className="size-4" aria-hidden />} onClick={() => setLibraryOpen(true)}>
          {t.library}
        </Button>
      </div>
      {error ? (
        <p id={`${inputId}-error`} className="text-[13px] font-medium text-danger-600">
          {error}
        </p>
      ) : null}
      {describing ? (
        <FileInfoDialog
          file={describing}
          onClose={() => setDescribing(null)}
          onSaved={(saved) => {
            onChange(files.map((f) => (f.id === saved.id ? saved : f)));
            setDescribing(null);
          }}
        />
      ) : null}
      <MediaLibraryDialog
        open={libraryOpen}
        onOpenChange={setLibraryOpen}
        multiple={field.multiple}
        onPick={(picked) => {
          add(picked);
          setLibraryOpen(false);
        }}
      />
    </fieldset>
  );
}
