import { useState } from 'react';
import { Button } from '../../../../components/ui/Button';
import { Dialog } from '../../../../components/ui/Dialog';
import { ErrorState } from '../../../../components/ui/ErrorState';
import { Field } from '../../../../components/ui/Field';
import { Input } from '../../../../components/ui/Input';
import { LoadingState } from '../../../../components/ui/LoadingState';
import type { CmsFile } from '../../../../lib/cms';
import { cmsConsoleMessages } from '../../../../lib/cms-console-messages';
import { useDebouncedValue } from '../../../../lib/use-debounced-value';
import { fileOf, useMediaLibrary } from '../cms-admin';
import { FileThumb } from './FileThumb';

const t = cmsConsoleMessages.fields;

/** The media library: the service's stored files, newest first, searched by name; one click picks one. */
export function MediaLibraryDialog({
  open,
  onOpenChange,
  multiple,
  onPick,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  multiple: boolean;
  onPick: (files: CmsFile[]) => void;
}) {
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<CmsFile[]>([]);
  const debounced = useDebouncedValue(search).trim();
  const library = useMediaLibrary(debounced, open);
  const files = library.data ?? [];
  const toggle = (file: CmsFile) => {
    if (!multiple) return onPick([file]);
    setChosen((current) => (current.some((f) => f.id === file.id) ? current.filter((f) => f.id !== file.id) : [...current, file]));
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setChosen([]);
        onOpenChange(next);
      }}
      title={t.libraryTitle}
      className="max-w-2xl"
      footer={
        multiple ? (
          <Button onClick={() => (onPick(chosen), setChosen([]))} disabled={!chosen.length}>
            {t.done}
          </Button>
        ) : undefined
      }
    >
      <Field label={t.librarySearch}>
        <Input type="search" value={search} onChange={(event) => setSearch(event.target.value)} />
      </Field>
      <div className="mt-4 max-h-96 overflow-y-auto" aria-busy={library.isFetching}>
        {library.isPending ? (
          <LoadingState />
        ) : library.isError ? (
          <ErrorState onRetry={() => void library.refetch()} retrying={library.isFetching} />
        ) : files.length === 0 ? (
          <p className="py-6 text-center text-sm text-muted">{t.libraryEmpty}</p>
        ) : (
          <ul className="grid grid-cols-3 gap-3 sm:grid-cols-5">
            {files.map((raw) => {
              const file = fileOf(raw);
              const selected = chosen.some((f) => f.id === file.id);
              return (
                <li key={file.id}>
                  <button
                    type="button"
                    aria-label={t.pick(raw.name)}
                    aria-pressed={multiple ? selected : undefined}
                    onClick={() => toggle(file)}
                    className={`rounded-lg p-0.5 focus-visible:outline-2 focus-visible:outline-brand-500 ${selected ? 'ring-2 ring-brand-600' : ''}`}
                  >
                    <FileThumb file={file} />
                  </button>
                  <p className="mt-1 truncate text-xs text-muted">{raw.name}</p>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </Dialog>
  );
}
