import type { EbookBody, EbookDto, EbookPublication } from '@market/contract';
import { useMutation, useQuery, useQueryClient, keepPreviousData } from '@tanstack/react-query';
import { BookOpen, FileUp, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from '../../../lib/toast';
import { Badge } from '../../../components/ui/Badge';
import { Button } from '../../../components/ui/Button';
import { ConfirmDialog, Dialog } from '../../../components/ui/Dialog';
import { Field } from '../../../components/ui/Field';
import { Input } from '../../../components/ui/Input';
import { ProgressBar } from '../../../components/ui/ProgressBar';
import { Switch } from '../../../components/ui/Switch';
import { Textarea } from '../../../components/ui/Textarea';
import { callApi } from '../../../lib/api';
import * as calls from '../../../lib/endpoints.generated';
import { m } from '../../../lib/messages';
import { cm } from '../../../lib/console-messages';
import { showApiError } from '../../../lib/show-api-error';
import { uploadPrivateFile } from '../../../lib/upload';
import { usePageTitle } from '../../../lib/use-page-title';
import { priceText } from '../../events/event-price';
import { ebookKeys } from '../../ebooks/api';
import { StudioList, StudioRow } from '../StudioList';
import { PriceInput } from '../PriceInput';
import { queryKeysFactory } from '../../../lib/query-keys';

const t = cm.studioEbooks;
const keys = queryKeysFactory('studio-ebooks');

const api = {
  list: (page: number, signal?: AbortSignal) => callApi(calls.ebooks.listMine, { query: { page, limit: 20 } }, { signal }),
  save: ({ id, body }: { id: string | null; body: EbookBody }) =>
    id ? callApi(calls.ebooks.update, { params: { id }, body }) : callApi(calls.ebooks.create, { body }),
  remove: (id: string) => callApi(calls.ebooks.remove, { params: { id } }),
  ask: ({ id, status }: { id: string; status: EbookPublication }) => callApi(calls.ebooks.update, { params: { id }, body: { status } }),
};

type Move = keyof typeof t.moves;
/** The one move offered for a book where it stands, and the status it asks for (the server's status table decides). */
const MOVES: Partial<Record<EbookDto['status'], { move: Move; asks: EbookPublication }>> = {
  DRAFT: { move: 'SUBMIT', asks: 'PUBLISHED' },
  REJECTED: { move: 'SUBMIT', asks: 'PUBLISHED' },
  PENDING_APPROVAL_WITH_ADMIN: { move: 'WITHDRAW', asks: 'DRAFT' },
  PUBLISHED: { move: 'UNPUBLISH', asks: 'DRAFT' },
  UNPUBLISHED: { move: 'PUBLISH', asks: 'PUBLISHED' },
};
const tones: Partial<Record<EbookDto['status'], 'success' | 'warning' | 'danger'>> = {
  PUBLISHED: 'success',
  PENDING_APPROVAL_WITH_ADMIN: 'warning',
  REJECTED: 'danger',
};

/** `/studio/ebooks`: my ebooks, each a private PDF or EPUB sold to readers who download it. */
export function StudioEbooksPage() {
  usePageTitle(t.title);
  const client = useQueryClient();
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<EbookDto | 'new' | null>(null);
  const [removing, setRemoving] = useState<EbookDto | null>(null);
  const list = useQuery({ queryKey: keys.list(page), queryFn: ({ signal }) => api.list(page, signal), placeholderData: keepPreviousData });
  const refresh = () => {
    void client.invalidateQueries({ queryKey: keys.all });
    void client.invalidateQueries({ queryKey: ebookKeys.all });
  };
  const save = useMutation({ mutationFn: api.save, onSuccess: refresh });
  const remove = useMutation({ mutationFn: api.remove, onSuccess: () => (toast.success(t.removed), setRemoving(null), refresh()), onError: showApiError });
  const ask = useMutation({ mutationFn: api.ask, onSuccess: refresh, onError: showApiError });
  const create = (
    <Button onClick={() => setEditing('new')} leadingIcon={<Plus className="size-4" aria-hidden />}>
      {t.create}
    </Button>
  );
  return (
    <>
      <StudioList
        title={t.title}
        description={t.lead}
        create={create}
        query={list}
        empty={{ icon: <BookOpen />, title: t.emptyTitle, body: t.emptyBody }}
        paging={{ page, onPageChange: setPage }}
      >
        {(book) => {
          const next = MOVES[book.status];
          return (
            <StudioRow
              key={book.id}
              to={`/ebooks/${book.slug}`}
              title={book.title}
              badges={<Badge tone={tones[book.status] ?? 'neutral'}>{t.statuses[book.status] ?? book.status}</Badge>}
              actions={
                <div className="flex shrink-0 items-center gap-1">
                  {next ? (
                    <Button
                      variant={next.move === 'SUBMIT' || next.move === 'PUBLISH' ? 'primary' : 'secondary'}
                      size="sm"
                      aria-label={t.moveOf(t.moves[next.move], book.title)}
                      disabled={ask.isPending}
                      onClick={() => ask.mutate({ id: book.id, status: next.asks }, { onSuccess: () => toast.success(t.moved[next.move]) })}
                    >
                      {t.moves[next.move]}
                    </Button>
                  ) : null}
                  <Button variant="ghost" size="icon" aria-label={`${t.edit}: ${book.title}`} onClick={() => setEditing(book)}>
                    <Pencil className="size-4" aria-hidden />
                  </Button>
                  <Button variant="ghost" size="icon" aria-label={`${t.remove}: ${book.title}`} onClick={() => setRemoving(book)}>
                    <Trash2 className="size-4" aria-hidden />
                  </Button>
                </div>
              }
            >
              <p className="mt-1 text-sm text-muted">{priceText(book.price)}</p>
              {book.status === 'REJECTED' && book.rejectReason ? <p className="mt-1 text-sm text-danger-700">{t.reasonOf(book.rejectReason)}</p> : null}
              {book.status === 'PENDING_APPROVAL_WITH_ADMIN' ? <p className="mt-1 text-sm text-muted">{t.pendingHint}</p> : null}
            </StudioRow>
          );
        }}
      </StudioList>
      {editing ? (
        <EbookDialog
          key={editing === 'new' ? 'new' : editing.id}
          book={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSave={(body) => save.mutateAsync({ id: editing === 'new' ? null : editing.id, body }).then(() => toast.success(t.saved))}
        />
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => (open ? undefined : setRemoving(null))}
        title={removing ? t.removeTitle(removing.title) : ''}
        description={t.removeBody}
        confirmLabel={t.remove}
        tone="danger"
        pending={remove.isPending}
        onConfirm={() => removing && remove.mutate(removing.id)}
      />
    </>
  );
}

function EbookDialog({ book, onClose, onSave }: { book: EbookDto | null; onClose: () => void; onSave: (body: EbookBody) => Promise<unknown> }) {
  const [title, setTitle] = useState(book?.title ?? '');
  const [description, setDescription] = useState(book?.description ?? '');
  const [price, setPrice] = useState(book ? String(book.price) : '');
  const [pages, setPages] = useState(book?.pagesCount ? String(book.pagesCount) : '');
  const [fileId, setFileId] = useState<string | null>(book?.fileId ?? null);
  const [submit, setSubmit] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [errors, setErrors] = useState<{ title?: string; file?: string }>({});
  const [saving, setSaving] = useState(false);

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setProgress(0);
    try {
      const stored = await uploadPrivateFile(file, 'ebooks', setProgress);
      setFileId(stored.id);
      setErrors((e) => ({ ...e, file: undefined }));
    } catch (error) {
      showApiError(error);
    } finally {
      setProgress(null);
    }
  };

  const save = async () => {
    const next = { title: title.trim().length < 3 ? m.validation.tooShort(3) : undefined, file: fileId ? undefined : t.fileRequired };
    setErrors(next);
    if (next.title || next.file) return;
    setSaving(true);
    try {
      await onSave({
        title: title.trim(),
        description: description.trim() || null,
        price: price === '' ? 0 : Number(price),
        pagesCount: pages === '' ? null : Number(pages),
        fileId: fileId!,
        // Only a new book is submitted from here; an edit leaves where the book stands to the row's buttons.
        ...(book ? {} : { status: submit ? 'PUBLISHED' : 'DRAFT' }),
      });
      onClose();
    } catch (error) {
      showApiError(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={book ? t.edit : t.create}
      className="max-w-xl"
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            {m.common.cancel}
          </Button>
          <Button onClick={() => void save()} loading={saving} disabled={progress !== null}>
            {m.common.save}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        <Field label={t.fields.title} error={errors.title}>
          <Input maxLength={200} value={title} onChange={(event) => setTitle(event.target.value)} />
        </Field>
        <Field label={t.fields.description} optional>
          <Textarea rows={4} value={description} onChange={(event) => setDescription(event.target.value)} />
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={t.fields.price} hint={t.fields.priceHint}>
            <PriceInput value={price} onChange={setPrice} />
          </Field>
          <Field label={t.fields.pages} optional>
            <Input type="number" inputMode="numeric" min={1} value={pages} onChange={(event) => setPages(event.target.value)} />
          </Field>
        </div>
        <div className="flex flex-col gap-2">
          <span className="text-sm font-medium text-ink">{t.fields.file}</span>
          <p className={errors.file ? 'text-sm text-danger-700' : 'text-sm text-muted'}>{errors.file ?? (fileId ? t.fileReady : t.noFile)}</p>
          {progress !== null ? (
            <ProgressBar value={progress} label={t.uploadLabel} caption={t.uploading(progress)} />
          ) : (
            <label className="inline-flex h-9 w-fit cursor-pointer items-center gap-2 rounded-lg border border-line-strong bg-surface px-3 text-sm font-medium text-ink shadow-sm focus-within:outline-2 focus-within:outline-brand-500 hover:bg-sunken">
              <FileUp className="size-4" aria-hidden />
              {t.chooseFile}
              <input type="file" accept="application/pdf,application/epub+zip" className="sr-only" onChange={(event) => void upload(event.target.files?.[0])} />
            </label>
          )}
        </div>
        {book ? null : <Switch checked={submit} onCheckedChange={setSubmit} label={t.publish} description={t.publishHint} />}
      </div>
    </Dialog>
  );
}
