import { ImageOff, Upload } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../../components/ui/Button';
import { Card } from '../../../../components/ui/Card';
import { EmptyState } from '../../../../components/ui/EmptyState';
import { ListToolbar } from '../../../../components/ui/ListToolbar';
import { PageHeader } from '../../../../components/ui/PageHeader';
import { QueryStates } from '../../../../components/ui/QueryStates';
import { SearchField } from '../../../../components/ui/SearchField';
import { SelectField } from '../../../../components/ui/SelectField';
import { cmsAdminMessages } from '../../../../lib/cms-admin-messages';
import { cmsConsoleMessages } from '../../../../lib/cms-console-messages';
import { toast } from '../../../../lib/toast';
import { useDebouncedValue } from '../../../../lib/use-debounced-value';
import { usePageTitle } from '../../../../lib/use-page-title';
import { fileOf, uploadCmsFiles } from '../cms-admin';
import { FileInfoDialog } from '../fields/FileInfoDialog';
import { DeleteFileDialog } from './DeleteFileDialog';
import { MediaFileCard } from './MediaFileCard';
import { useLibraryFiles, useReplaceFile, type LibraryFile, type MediaKind } from './media-admin';

const t = cmsAdminMessages.media;
const kinds: { value: MediaKind; label: string }[] = [
  { value: 'all', label: t.kinds.all },
  { value: 'images', label: t.kinds.images },
  { value: 'documents', label: t.kinds.documents },
];

/** `/admin/content/media`: every file of the content service, described, replaced and deleted in one place. */
export function MediaLibraryPage() {
  usePageTitle(t.title);
  const [search, setSearch] = useState('');
  const [kind, setKind] = useState<MediaKind>('all');
  const [page, setPage] = useState(1);
  const [describing, setDescribing] = useState<LibraryFile | null>(null);
  const [doomed, setDoomed] = useState<LibraryFile | null>(null);
  const [replacing, setReplacing] = useState<{ id: number; percent: number } | null>(null);
  const [uploading, setUploading] = useState<number | null>(null);
  const picker = useRef<HTMLInputElement>(null);
  const list = useLibraryFiles({ page, search: useDebouncedValue(search).trim(), kind });
  const files = list.data?.files ?? [];
  const replace = useReplaceFile((percent) => setReplacing((current) => (current ? { ...current, percent } : current)));
  const filtered = Boolean(search.trim()) || kind !== 'all';

  async function upload(chosen: File[]) {
    if (!chosen.length) return;
    setUploading(0);
    try {
      const saved = await uploadCmsFiles(chosen, setUploading);
      toast.success(t.uploaded(saved.length));
      setPage(1);
      void list.refetch();
    } catch (failure) {
      toast.error(failure instanceof Error ? failure.message : cmsConsoleMessages.fields.uploadFailed);
    } finally {
      setUploading(null);
    }
  }

  const uploadButton = (
    <>
      <Button leadingIcon={<Upload className="size-4" aria-hidden />} loading={uploading !== null} onClick={() => picker.current?.click()}>
        {uploading !== null ? t.uploading(uploading) : t.upload}
      </Button>
      <input
        ref={picker}
        type="file"
        multiple
        className="sr-only"
        tabIndex={-1}
        aria-hidden
        data-testid="library-upload"
        onChange={(event) => {
          const chosen = [...(event.target.files ?? [])];
          event.target.value = '';
          void upload(chosen);
        }}
      />
    </>
  );

  return (
    <>
      <p className="mb-2 text-sm">
        <Link to="/admin/content" className="text-brand-700 hover:underline">
          {cmsConsoleMessages.back}
        </Link>
      </p>
      <PageHeader title={t.title} description={t.lead} actions={uploadButton} />
      <Card className="overflow-hidden">
        <ListToolbar className="sm:grid-cols-[minmax(0,1fr)_200px]" onFilterChange={() => setPage(1)}>
          <SearchField label={t.search} value={search} placeholder={t.searchPlaceholder} onValueChange={setSearch} />
          <SelectField label={t.kind} value={kind} options={kinds} onValueChange={(value) => setKind(value || 'all')} />
        </ListToolbar>
        <QueryStates
          query={list}
          empty={files.length === 0}
          emptyState={<EmptyState icon={<ImageOff />} title={t.emptyTitle} body={filtered ? t.emptySearchBody : t.emptyBody} />}
          className="p-5 sm:p-6"
        >
          <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3" aria-label={t.title}>
            {files.map((file) => (
              <li key={file.id}>
                <MediaFileCard
                  file={file}
                  replacing={replacing?.id === file.id ? replacing.percent : null}
                  onDescribe={() => setDescribing(file)}
                  onDelete={() => setDoomed(file)}
                  onReplace={(bytes) => {
                    setReplacing({ id: file.id, percent: 0 });
                    replace.mutate(
                      { id: file.id, file: bytes },
                      {
                        onSuccess: () => toast.success(t.replaced),
                        onError: (failure) => toast.error(failure.message || t.replaceFailed),
                        onSettled: () => setReplacing(null),
                      },
                    );
                  }}
                />
              </li>
            ))}
          </ul>
        </QueryStates>
        {page > 1 || list.data?.hasNext ? (
          <nav aria-label={t.pageLabel(page)} className="flex items-center justify-between gap-3 border-t border-line px-5 py-3 text-sm sm:px-6">
            <Button size="sm" variant="secondary" disabled={page === 1} onClick={() => setPage((p) => p - 1)}>
              {t.previous}
            </Button>
            <span aria-live="polite">{t.pageLabel(page)}</span>
            <Button size="sm" variant="secondary" disabled={!list.data?.hasNext} onClick={() => setPage((p) => p + 1)}>
              {t.next}
            </Button>
          </nav>
        ) : null}
      </Card>
      {describing ? <FileInfoDialog file={fileOf(describing)} onClose={() => setDescribing(null)} onSaved={() => setDescribing(null)} /> : null}
      <DeleteFileDialog file={doomed} onClose={() => setDoomed(null)} />
    </>
  );
}
