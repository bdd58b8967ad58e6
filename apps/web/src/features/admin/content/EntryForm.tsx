import type { CmsContentType } from '@market/contract';
import { Eye, EyeOff, ExternalLink, Trash2 } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { Badge } from '../../../components/ui/Badge';
import { Button } from '../../../components/ui/Button';
import { ButtonLink } from '../../../components/ui/ButtonLink';
import { Card } from '../../../components/ui/Card';
import { ConfirmDialog } from '../../../components/ui/Dialog';
import { cmsConsoleMessages } from '../../../lib/cms-console-messages';
import { toast } from '../../../lib/toast';
import { CmsWriteError, useDeleteEntry, useSaveEntry, type Entry } from './cms-admin';
import { buildData, contentTypes, entryTitle, errorKey, formValues, publicPages, type FieldErrors } from './content-types';
import { EntryPreview } from './EntryPreview';
import { FieldList } from './fields/FieldRenderer';
import { TranslationsBar } from './TranslationsBar';

const t = cmsConsoleMessages;

export interface EntryFormProps {
  type: CmsContentType;
  /** The entry edited; null for a new one (or a single type not filled yet). */
  entry: Entry | null;
  locale: string;
  /** The declared types (relations' targets); the contract's unless a test declares others. */
  types?: readonly CmsContentType[];
  onSaved?: (entry: Entry) => void;
  onDeleted?: () => void;
}

type Action = 'save' | 'publish' | 'unpublish';

/**
 * The editor of one entry, generated from its type's declaration: every field drawn by the renderer
 * of its kind, checked with the declaration's zod before it is sent as Strapi's `{ data }`. A type
 * with drafts is saved as a draft, published or unpublished; every type can be previewed and deleted.
 */
export function EntryForm({ type, entry, locale, types = contentTypes, onSaved, onDeleted }: EntryFormProps) {
  const [values, setValues] = useState(() => formValues(type.attributes, entry?.attributes, types));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [previewing, setPreviewing] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const save = useSaveEntry(type);
  const remove = useDeleteEntry(type);
  const [pending, setPending] = useState<Action | null>(null);
  const form = useRef<HTMLFormElement>(null);
  // After a refused save, the first field marked invalid takes the focus (once it is drawn so).
  const focusFirstError = () => requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  const publishedAt = entry?.attributes.publishedAt ?? null;
  const isPublished = type.draftAndPublish && Boolean(publishedAt);
  const publicPage = publicPages[type.singularName];

  async function submit(action: Action) {
    const nextPublishedAt = action === 'publish' ? new Date().toISOString() : action === 'unpublish' ? null : publishedAt;
    const built = buildData(type, values, nextPublishedAt);
    if ('errors' in built) {
      setErrors(built.errors);
      toast.error(t.invalid);
      focusFirstError();
      return;
    }
    setErrors({});
    setPending(action);
    try {
      const saved = await save.mutateAsync({ id: entry?.id ?? null, data: built.data, locale });
      setValues(formValues(type.attributes, saved.attributes, types));
      toast.success(action === 'publish' ? t.published_ : action === 'unpublish' ? t.unpublished : t.saved);
      onSaved?.(saved);
    } catch (failure) {
      if (failure instanceof CmsWriteError && failure.fieldErrors.length) {
        setErrors(Object.fromEntries(failure.fieldErrors.map((e) => [errorKey(e.path[0] === 'data' ? e.path.slice(1) : e.path), e.message])));
        focusFirstError();
      }
      toast.error(failure instanceof Error ? failure.message : t.unavailableBody);
    } finally {
      setPending(null);
    }
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit('save');
  };

  const title = entry ? entryTitle(type, entry) : t.newEntry(type.displayName);

  return (
    <div className={previewing ? 'grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,380px)]' : 'max-w-3xl'}>
      <Card className="p-5 sm:p-6">
        <form ref={form} onSubmit={onSubmit} noValidate aria-label={type.kind === 'singleType' ? type.displayName : title}>
          <div className="mb-5 flex flex-wrap items-center gap-2">
            {type.draftAndPublish ? (
              <Badge tone={isPublished ? 'success' : 'warning'} data-testid="entry-status">
                {isPublished ? t.published : t.draft}
              </Badge>
            ) : null}
            {type.localized ? <Badge tone="neutral">{t.locales[entry?.attributes.locale ?? locale] ?? locale}</Badge> : null}
          </div>
          {type.localized && type.kind === 'collectionType' && entry ? <TranslationsBar type={type} entry={entry} values={values} /> : null}
          <FieldList fields={type.attributes} values={values} onChange={setValues} path="" errors={errors} types={types} />
          <div className="sticky bottom-0 -mx-5 mt-6 flex flex-wrap gap-2 border-t border-line bg-surface px-5 pt-4 pb-1 sm:-mx-6 sm:px-6">
            {type.draftAndPublish && !isPublished ? (
              <>
                <Button type="submit" variant="secondary" loading={pending === 'save'} disabled={pending !== null}>
                  {t.saveDraft}
                </Button>
                <Button onClick={() => void submit('publish')} loading={pending === 'publish'} disabled={pending !== null}>
                  {t.publish}
                </Button>
              </>
            ) : (
              <Button type="submit" loading={pending === 'save'} disabled={pending !== null}>
                {t.save}
              </Button>
            )}
            {isPublished ? (
              <Button variant="secondary" onClick={() => void submit('unpublish')} loading={pending === 'unpublish'} disabled={pending !== null}>
                {t.unpublish}
              </Button>
            ) : null}
            <Button
              variant="ghost"
              aria-pressed={previewing}
              leadingIcon={previewing ? <EyeOff className="size-4" aria-hidden /> : <Eye className="size-4" aria-hidden />}
              onClick={() => setPreviewing((p) => !p)}
            >
              {previewing ? t.hidePreview : t.preview}
            </Button>
            {publicPage ? (
              <ButtonLink to={publicPage} variant="ghost" target="_blank" rel="noopener">
                <ExternalLink className="size-4" aria-hidden />
                {t.openPublic}
              </ButtonLink>
            ) : null}
            {entry ? (
              <Button
                variant="ghost"
                className="ml-auto text-danger-600"
                leadingIcon={<Trash2 className="size-4" aria-hidden />}
                onClick={() => setConfirmDelete(true)}
              >
                {t.delete}
              </Button>
            ) : null}
          </div>
        </form>
      </Card>
      {previewing ? <EntryPreview type={type} values={values} /> : null}
      <ConfirmDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title={t.deleteTitle}
        description={t.deleteBody(title)}
        confirmLabel={t.delete}
        tone="danger"
        pending={remove.isPending}
        onConfirm={() =>
          remove.mutate(
            { id: entry?.id ?? null, locale },
            {
              onSuccess: () => {
                setConfirmDelete(false);
                toast.success(t.deleted);
                onDeleted?.();
              },
              onError: (failure) => toast.error(failure.message),
            },
          )
        }
      />
    </div>
  );
}
