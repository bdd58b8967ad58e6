import type { KeywordDto, ModerationTestResult } from '@market/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Pencil, ShieldAlert, Trash2, Upload } from 'lucide-react';
import { Fragment, useState, type FormEvent } from 'react';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { ConfirmDialog, Dialog } from '../../../components/ui/Dialog';
import { EmptyState } from '../../../components/ui/EmptyState';
import { Field } from '../../../components/ui/Field';
import { Input } from '../../../components/ui/Input';
import { ListFooter } from '../../../components/ui/ListFooter';
import { ListToolbar } from '../../../components/ui/ListToolbar';
import { PageHeader } from '../../../components/ui/PageHeader';
import { QueryStates } from '../../../components/ui/QueryStates';
import { SearchField } from '../../../components/ui/SearchField';
import { Textarea } from '../../../components/ui/Textarea';
import { callApi } from '../../../lib/api';
import * as calls from '../../../lib/endpoints.generated';
import { m } from '../../../lib/messages';
import { cm } from '../../../lib/console-messages';
import { showApiError } from '../../../lib/show-api-error';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { usePageTitle } from '../../../lib/use-page-title';
import { KeywordUploadDialog } from './KeywordUploadDialog';
import { queryKeysFactory } from '../../../lib/query-keys';

const t = cm.moderationKeywords;
const keys = queryKeysFactory('admin', 'moderation-keywords');

/** `/admin/moderation/keywords`: the words that flag submitted content, and a text tried against them. */
export function KeywordsPage() {
  usePageTitle(t.title);
  const client = useQueryClient();
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const [draft, setDraft] = useState('');
  const [editing, setEditing] = useState<KeywordDto | null>(null);
  const [doomed, setDoomed] = useState<KeywordDto | null>(null);
  const [uploading, setUploading] = useState(false);
  const search = useDebouncedValue(q).trim();
  const list = useQuery({
    queryKey: keys.list({ search, page }),
    queryFn: ({ signal }) => callApi(calls.contentModeration.keywords, { query: { page, limit: 20, ...(search ? { q: search } : {}) } }, { signal }),
    placeholderData: keepPreviousData,
  });
  const refresh = () => void client.invalidateQueries({ queryKey: keys.all });
  const add = useMutation({
    mutationFn: (keyword: string) => callApi(calls.contentModeration.createKeyword, { body: { keyword } }),
    onSuccess: () => (toast.success(t.added), setDraft(''), refresh()),
    onError: showApiError,
  });
  const remove = useMutation({
    mutationFn: (id: string) => callApi(calls.contentModeration.removeKeyword, { params: { id } }),
    onSuccess: () => (toast.success(t.removed), setDoomed(null), refresh()),
    onError: showApiError,
  });
  const rows = list.data?.data ?? [];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (draft.trim()) add.mutate(draft.trim());
  };

  return (
    <>
      <PageHeader
        title={t.title}
        description={t.lead}
        actions={
          <Button variant="secondary" onClick={() => setUploading(true)}>
            <Upload className="size-4" aria-hidden />
            {cm.keywordUpload.open}
          </Button>
        }
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <Card className="overflow-hidden">
          <form onSubmit={submit} className="flex items-end gap-2 border-b border-line px-5 py-4 sm:px-6">
            <Field label={t.newKeyword} className="flex-1">
              <Input maxLength={100} value={draft} placeholder={t.newKeywordPlaceholder} onChange={(event) => setDraft(event.target.value)} />
            </Field>
            <Button type="submit" loading={add.isPending} disabled={!draft.trim()}>
              {t.add}
            </Button>
          </form>
          <ListToolbar onFilterChange={() => setPage(1)}>
            <SearchField label={t.search} value={q} placeholder={t.searchPlaceholder} onValueChange={setQ} />
          </ListToolbar>
          <QueryStates query={list} empty={rows.length === 0} emptyState={<EmptyState icon={<ShieldAlert />} title={search ? t.noneFound : t.empty} />}>
            <ul className="divide-y divide-line" aria-label={t.title}>
              {rows.map((row) => (
                <li key={row.id} className="flex items-center gap-2 px-5 py-2.5 sm:px-6">
                  <span className="min-w-0 flex-1 truncate text-sm text-ink">{row.keyword}</span>
                  <Button variant="ghost" size="icon" aria-label={`${t.rename}: ${row.keyword}`} onClick={() => setEditing(row)}>
                    <Pencil className="size-4" aria-hidden />
                  </Button>
                  <Button variant="ghost" size="icon" aria-label={`${t.remove}: ${row.keyword}`} onClick={() => setDoomed(row)}>
                    <Trash2 className="size-4" aria-hidden />
                  </Button>
                </li>
              ))}
            </ul>
          </QueryStates>
          <ListFooter meta={list.data?.meta} page={page} onPageChange={setPage} />
        </Card>
        <TextTester />
      </div>
      {uploading ? <KeywordUploadDialog onClose={() => setUploading(false)} onUploaded={refresh} /> : null}
      {editing ? <RenameDialog key={editing.id} keyword={editing} onClose={() => setEditing(null)} onSaved={refresh} /> : null}
      <ConfirmDialog
        open={doomed !== null}
        onOpenChange={(open) => (open ? undefined : setDoomed(null))}
        title={doomed ? t.removeTitle(doomed.keyword) : ''}
        description={t.removeBody}
        confirmLabel={t.remove}
        tone="danger"
        pending={remove.isPending}
        onConfirm={() => doomed && remove.mutate(doomed.id)}
      />
    </>
  );
}

function RenameDialog({ keyword, onClose, onSaved }: { keyword: KeywordDto; onClose: () => void; onSaved: () => void }) {
  const [value, setValue] = useState(keyword.keyword);
  const save = useMutation({
    mutationFn: () => callApi(calls.contentModeration.updateKeyword, { body: { id: keyword.id, keyword: value.trim() } }),
    onSuccess: () => (toast.success(t.renamed), onSaved(), onClose()),
    onError: showApiError,
  });
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t.rename}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            {m.common.cancel}
          </Button>
          <Button onClick={() => save.mutate()} loading={save.isPending} disabled={!value.trim()}>
            {m.common.save}
          </Button>
        </>
      }
    >
      <Field label={t.keyword}>
        <Input maxLength={100} value={value} onChange={(event) => setValue(event.target.value)} />
      </Field>
    </Dialog>
  );
}

/** A text tried against the list: what would be flagged, highlighted where it stands. */
function TextTester() {
  const [text, setText] = useState('');
  const [tested, setTested] = useState<{ text: string; result: ModerationTestResult } | null>(null);
  const run = useMutation({
    mutationFn: (value: string) => callApi(calls.contentModeration.test, { body: { text: value } }),
    onSuccess: (result, value) => setTested({ text: value, result }),
    onError: showApiError,
  });
  return (
    <Card className="p-5 sm:p-6">
      <h2 className="text-base font-semibold text-ink">{t.testTitle}</h2>
      <p className="mt-1 text-sm text-muted">{t.testLead}</p>
      <Field label={t.testText} className="mt-4">
        <Textarea rows={6} maxLength={20_000} value={text} onChange={(event) => setText(event.target.value)} />
      </Field>
      <Button className="mt-3" onClick={() => run.mutate(text)} loading={run.isPending} disabled={!text.trim()}>
        {t.test}
      </Button>
      {tested ? (
        <div className="mt-4" role="status">
          <p className={tested.result.flagged ? 'text-sm font-medium text-danger-700' : 'text-sm font-medium text-success-700'}>
            {tested.result.flagged ? t.flagged(tested.result.matches.length) : t.clean}
          </p>
          {tested.result.flagged ? <Highlighted text={tested.text} matches={tested.result.matches} /> : null}
        </div>
      ) : null}
    </Card>
  );
}

function Highlighted({ text, matches }: { text: string; matches: ModerationTestResult['matches'] }) {
  const parts: { text: string; keyword?: string }[] = [];
  let at = 0;
  for (const match of matches) {
    if (match.start < at) continue;
    parts.push({ text: text.slice(at, match.start) }, { text: text.slice(match.start, match.end), keyword: match.keyword });
    at = match.end;
  }
  parts.push({ text: text.slice(at) });
  return (
    <p className="mt-2 rounded-lg bg-sunken p-3 text-sm leading-relaxed whitespace-pre-wrap text-ink">
      {parts.map((part, index) => (
        <Fragment key={index}>
          {part.keyword ? (
            <mark className="rounded bg-warning-100 px-0.5 text-ink" title={t.matched(part.keyword)}>
              {part.text}
            </mark>
          ) : (
            part.text
          )}
        </Fragment>
      ))}
    </p>
  );
}
