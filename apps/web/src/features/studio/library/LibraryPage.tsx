import type { LibraryDto, ResourceDto } from '@market/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ChevronRight, Download, FileText, Folder, FolderPlus, Link2, RotateCcw, Search, Trash2, Upload } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { Dialog } from '../../../components/ui/Dialog';
import { EmptyState } from '../../../components/ui/EmptyState';
import { Field } from '../../../components/ui/Field';
import { Input } from '../../../components/ui/Input';
import { LoadingState } from '../../../components/ui/LoadingState';
import { PageHeader } from '../../../components/ui/PageHeader';
import { ProgressBar } from '../../../components/ui/ProgressBar';
import { QueryStates } from '../../../components/ui/QueryStates';
import { Switch } from '../../../components/ui/Switch';
import { callApi } from '../../../lib/api';
import * as calls from '../../../lib/endpoints.generated';
import { m } from '../../../lib/messages';
import { showApiError } from '../../../lib/show-api-error';
import { uploadPrivateFile } from '../../../lib/upload';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { usePageTitle } from '../../../lib/use-page-title';
import { LessonFiles } from './LessonFiles';
import { hostLibrary, type LibraryApi } from './library-api';

const t = m.library;
const bytes = new Intl.NumberFormat('vi-VN', { maximumFractionDigits: 1 });

/** "1,5 MB": sizes as people read them. */
export function formatBytes(n: number): string {
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let value = n;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${bytes.format(value)} ${units[unit]}`;
}

/** A change to the library: told with a toast, then everything shown is asked for again. */
function useLibraryChange<A>(keys: LibraryApi['keys'], run: (arg: A) => Promise<unknown>, done: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => {
      toast.success(done);
      void client.invalidateQueries({ queryKey: keys.all });
    },
    onError: showApiError,
  });
}

/** `/studio/library`: my folders of files and links, how much of my quota they use, and a bin to restore from. */
export function LibraryPage() {
  return (
    <>
      <LibraryBrowser api={hostLibrary} title={t.title} lead={t.lead} />
      <LessonFiles />
    </>
  );
}

/** Folders of files and links, their usage and a bin to restore from, over one library's calls. */
export function LibraryBrowser({ api, title, lead }: { api: LibraryApi; title: string; lead: string }) {
  usePageTitle(title);
  const client = useQueryClient();
  const [params, setParams] = useSearchParams();
  const folderId = params.get('folder');
  const [keyword, setKeyword] = useState('');
  const [showBin, setShowBin] = useState(false);
  const [dialog, setDialog] = useState<'folder' | 'link' | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const q = useDebouncedValue(keyword, 300).trim();

  const root = useQuery({ queryKey: api.keys.key('root'), queryFn: ({ signal }) => api.root({ signal }) });
  const currentId = folderId ?? root.data?.id ?? null;
  const folder = useQuery({
    queryKey: api.keys.key('folder', currentId),
    queryFn: ({ signal }) => api.folder(currentId!, { signal }),
    enabled: currentId !== null,
  });
  const subs = useQuery({
    queryKey: api.keys.key('subs', currentId),
    queryFn: ({ signal }) => api.subfolders(currentId!, { signal }),
    enabled: currentId !== null,
  });
  const usage = useQuery({
    queryKey: api.keys.key('usage', currentId),
    queryFn: ({ signal }) => api.usage(currentId!, { signal }),
    enabled: currentId !== null,
  });
  const resources = useQuery({
    queryKey: api.keys.key('resources', currentId, q, showBin),
    queryFn: ({ signal }) => (q ? api.search(q, { signal }) : showBin ? api.bin(currentId!, { signal }) : api.resources(currentId!, { signal })),
    enabled: currentId !== null,
    placeholderData: keepPreviousData,
  });
  const refresh = () => void client.invalidateQueries({ queryKey: api.keys.all });
  const createFolder = useLibraryChange(api.keys, (name: string) => api.createFolder(currentId!, name), t.folderCreated);
  const removeFolder = useLibraryChange(api.keys, (id: string) => api.removeFolder(id), t.folderRemoved);
  const createLink = useLibraryChange(
    api.keys,
    (link: { name: string; url: string }) => callApi(calls.resources.create, { body: { kind: 'LINK', libraryId: currentId!, ...link } }),
    t.linkAdded,
  );
  const removeResource = useLibraryChange(api.keys, (id: string) => callApi(calls.resources.remove, { params: { id } }), t.moved);
  const restore = useLibraryChange(api.keys, (id: string) => callApi(calls.resources.restore, { params: { id } }), t.restored);

  const upload = async (file: File | undefined) => {
    if (!file || !currentId) return;
    setProgress(0);
    try {
      const stored = await uploadPrivateFile(file, 'libraries', setProgress);
      await callApi(calls.resources.create, { body: { kind: 'FILE', fileId: stored.id, libraryId: currentId, name: file.name } });
      toast.success(t.uploaded);
      refresh();
    } catch (error) {
      showApiError(error);
    } finally {
      setProgress(null);
    }
  };
  const download = async (resource: ResourceDto) => {
    if (resource.url) return window.open(resource.url, '_blank', 'noopener');
    try {
      window.location.assign((await callApi(calls.resources.download, { params: { id: resource.id } })).url);
    } catch (error) {
      showApiError(error);
    }
  };

  if (root.isPending) return <LoadingState className="min-h-[40vh]" />;
  const rows = resources.data?.data ?? [];
  const quota = usage.data?.quotaBytes ?? null;
  return (
    <>
      <PageHeader
        title={title}
        description={lead}
        actions={
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" onClick={() => setDialog('folder')} leadingIcon={<FolderPlus className="size-4" aria-hidden />}>
              {t.newFolder}
            </Button>
            <Button variant="secondary" onClick={() => setDialog('link')} leadingIcon={<Link2 className="size-4" aria-hidden />}>
              {t.addLink}
            </Button>
            <label className="inline-flex h-11 cursor-pointer items-center gap-2 rounded-lg bg-brand-600 px-4 text-[15px] font-medium text-white shadow-sm focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-brand-500 hover:bg-brand-700">
              <Upload className="size-4" aria-hidden />
              {t.uploadFile}
              <input type="file" className="sr-only" disabled={progress !== null} onChange={(event) => void upload(event.target.files?.[0])} />
            </label>
          </div>
        }
      />
      {usage.data ? (
        <Card className="mb-4 p-5">
          {quota ? (
            <ProgressBar
              value={Math.min(100, Math.round((usage.data.usedBytes / quota) * 100))}
              label={t.usageLabel}
              caption={t.usage(formatBytes(usage.data.usedBytes), formatBytes(quota))}
            />
          ) : (
            <p className="text-sm text-ink-soft">{t.usage(formatBytes(usage.data.usedBytes), '∞')}</p>
          )}
        </Card>
      ) : null}
      {progress !== null ? (
        <Card className="mb-4 p-5">
          <ProgressBar value={progress} label={t.uploadLabel} caption={t.uploading(progress)} />
        </Card>
      ) : null}
      <Card className="overflow-hidden">
        <div className="flex flex-col gap-3 border-b border-line px-5 py-3 sm:flex-row sm:items-center sm:px-6">
          <nav aria-label={t.breadcrumb} className="flex min-w-0 flex-1 items-center gap-1 text-sm">
            <button type="button" className="font-medium text-brand-700 hover:underline" onClick={() => setParams({})}>
              {t.root}
            </button>
            {folder.data && !folder.data.isRoot ? (
              <>
                <ChevronRight className="size-4 text-muted" aria-hidden />
                <span className="truncate text-ink" aria-current="page">
                  {folder.data.name}
                </span>
              </>
            ) : null}
          </nav>
          <Input
            type="search"
            aria-label={t.search}
            placeholder={t.searchPlaceholder}
            value={keyword}
            leading={<Search className="size-4" aria-hidden />}
            className="sm:max-w-xs"
            onChange={(event) => setKeyword(event.target.value)}
          />
          <Switch checked={showBin} onCheckedChange={setShowBin} label={t.bin} />
        </div>
        {!q && !showBin && (subs.data?.data.length ?? 0) > 0 ? (
          <ul className="divide-y divide-line border-b border-line" aria-label={t.folders}>
            {subs.data!.data.map((sub: LibraryDto) => (
              <li key={sub.id} className="flex items-center gap-3 px-5 py-2.5 sm:px-6">
                <Folder className="size-4 text-brand-600" aria-hidden />
                <button
                  type="button"
                  className="min-w-0 flex-1 truncate text-left text-sm font-medium text-ink hover:text-brand-700"
                  onClick={() => setParams({ folder: sub.id })}
                >
                  {sub.name}
                </button>
                <Button variant="ghost" size="icon" aria-label={`${t.removeFolder}: ${sub.name}`} onClick={() => removeFolder.mutate(sub.id)}>
                  <Trash2 className="size-4" aria-hidden />
                </Button>
              </li>
            ))}
          </ul>
        ) : null}
        <QueryStates query={resources} empty={rows.length === 0} emptyState={<EmptyState icon={<FileText />} title={showBin ? t.emptyBin : t.empty} />}>
          <ul className="divide-y divide-line" aria-label={t.resources}>
            {rows.map((resource) => (
              <li key={resource.id} className="flex items-center gap-3 px-5 py-2.5 sm:px-6">
                {resource.kind === 'LINK' ? (
                  <Link2 className="size-4 text-muted" aria-label={t.kinds.LINK} />
                ) : (
                  <FileText className="size-4 text-muted" aria-label={t.kinds.FILE} />
                )}
                <span className="min-w-0 flex-1 truncate text-sm text-ink">{resource.name}</span>
                {resource.kind === 'FILE' ? <span className="shrink-0 text-xs text-muted tabular-nums">{formatBytes(resource.sizeBytes)}</span> : null}
                {resource.deletedAt ? (
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => restore.mutate(resource.id)}
                    leadingIcon={<RotateCcw className="size-4" aria-hidden />}
                    aria-label={`${t.restore}: ${resource.name}`}
                  >
                    {t.restore}
                  </Button>
                ) : (
                  <>
                    <Button variant="ghost" size="icon" aria-label={`${t.open}: ${resource.name}`} onClick={() => void download(resource)}>
                      <Download className="size-4" aria-hidden />
                    </Button>
                    <Button variant="ghost" size="icon" aria-label={`${t.remove}: ${resource.name}`} onClick={() => removeResource.mutate(resource.id)}>
                      <Trash2 className="size-4" aria-hidden />
                    </Button>
                  </>
                )}
              </li>
            ))}
          </ul>
        </QueryStates>
      </Card>
      {dialog === 'folder' ? (
        <NameDialog title={t.newFolder} label={t.folderName} onClose={() => setDialog(null)} onSave={(name) => createFolder.mutateAsync(name)} />
      ) : null}
      {dialog === 'link' ? <LinkDialog onClose={() => setDialog(null)} onSave={(link) => createLink.mutateAsync(link)} /> : null}
    </>
  );
}

function NameDialog({ title, label, onClose, onSave }: { title: string; label: string; onClose: () => void; onSave: (name: string) => Promise<unknown> }) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();
  const save = () => (name.trim() ? onSave(name.trim()).then(onClose, () => undefined) : setError(m.validation.required));
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={title}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            {m.common.cancel}
          </Button>
          <Button onClick={() => void save()}>{m.common.save}</Button>
        </>
      }
    >
      <Field label={label} error={error}>
        <Input maxLength={200} value={name} onChange={(event) => setName(event.target.value)} />
      </Field>
    </Dialog>
  );
}

function LinkDialog({ onClose, onSave }: { onClose: () => void; onSave: (link: { name: string; url: string }) => Promise<unknown> }) {
  const [name, setName] = useState('');
  const [url, setUrl] = useState('');
  const [errors, setErrors] = useState<{ name?: string; url?: string }>({});
  const save = () => {
    const next = { name: name.trim() ? undefined : m.validation.required, url: /^https?:\/\/\S+$/i.test(url.trim()) ? undefined : m.validation.invalidUrl };
    setErrors(next);
    if (next.name || next.url) return;
    void onSave({ name: name.trim(), url: url.trim() }).then(onClose, () => undefined);
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t.addLink}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            {m.common.cancel}
          </Button>
          <Button onClick={save}>{m.common.save}</Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        <Field label={t.linkName} error={errors.name}>
          <Input maxLength={200} value={name} onChange={(event) => setName(event.target.value)} />
        </Field>
        <Field label={t.linkUrl} error={errors.url}>
          <Input type="url" inputMode="url" placeholder="https://" value={url} onChange={(event) => setUrl(event.target.value)} />
        </Field>
      </div>
    </Dialog>
  );
}
