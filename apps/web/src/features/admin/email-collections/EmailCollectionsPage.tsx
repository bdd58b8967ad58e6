import type { EmailCollectionDto } from '@market/contract';
import { Mail, Search, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'react-toastify';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { ConfirmDialog } from '../../../components/ui/Dialog';
import { EmptyState } from '../../../components/ui/EmptyState';
import { ErrorState } from '../../../components/ui/ErrorState';
import { Input } from '../../../components/ui/Input';
import { LoadingState } from '../../../components/ui/LoadingState';
import { PageHeader } from '../../../components/ui/PageHeader';
import { Pagination } from '../../../components/ui/Pagination';
import { TBody, THead, Table, Td, Th, Tr } from '../../../components/ui/Table';
import { cn } from '../../../lib/cn';
import { m } from '../../../lib/messages';
import { formatDateTime } from '../../../lib/time';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { usePageTitle } from '../../../lib/use-page-title';
import { emailCollectionsApi, useEmailCollectionMutation, useEmailCollections } from './api';

const t = m.people.emails;

/** Newsletter sign-ups: search, turn sending on or off, delete. */
export function EmailCollectionsPage() {
  usePageTitle(t.title);
  const searchId = useId();
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const [doomed, setDoomed] = useState<EmailCollectionDto | null>(null);
  const list = useEmailCollections({ q: useDebouncedValue(q), page });
  const rows = list.data?.data ?? [];
  const toggle = useEmailCollectionMutation(
    (row: EmailCollectionDto) => emailCollectionsApi.setStatus(row.id, row.status === 'ACTIVE' ? 'UNSUBSCRIBED' : 'ACTIVE'),
    () => toast.success(t.updated),
  );
  const remove = useEmailCollectionMutation(
    (row: EmailCollectionDto) => emailCollectionsApi.remove(row.id),
    () => {
      toast.success(t.deleted);
      setDoomed(null);
    },
  );

  return (
    <>
      <PageHeader title={t.title} description={t.lead} />
      <Card className="overflow-hidden">
        <div className="border-b border-line px-5 py-4 sm:px-6">
          <label htmlFor={searchId} className="mb-1.5 block text-sm font-medium text-ink">
            {m.people.users.search}
          </label>
          <Input
            id={searchId}
            type="search"
            value={q}
            placeholder={t.searchPlaceholder}
            leading={<Search className="size-4" aria-hidden />}
            onChange={(event) => {
              setQ(event.target.value);
              setPage(1);
            }}
            className="max-w-md"
          />
        </div>
        {list.isPending ? (
          <LoadingState />
        ) : list.isError ? (
          <ErrorState onRetry={() => void list.refetch()} retrying={list.isFetching} />
        ) : rows.length === 0 ? (
          <EmptyState icon={<Mail />} title={t.emptyTitle} body={t.emptyBody} />
        ) : (
          <Table aria-label={t.title}>
            <THead>
              <tr>
                <Th>{t.email}</Th>
                <Th>{t.name}</Th>
                <Th>{t.source}</Th>
                <Th>{t.createdAt}</Th>
                <Th>{t.subscribed}</Th>
                <Th className="text-right">
                  <span className="sr-only">{t.delete}</span>
                </Th>
              </tr>
            </THead>
            <TBody>
              {rows.map((row) => (
                <Tr key={row.id} data-testid="email-collection-row">
                  <Td className="font-medium break-all text-ink">{row.email}</Td>
                  <Td>{row.fullName ?? '—'}</Td>
                  <Td>{row.source ?? '—'}</Td>
                  <Td className="whitespace-nowrap tabular-nums">
                    <time dateTime={row.createdAt}>{formatDateTime(row.createdAt)}</time>
                  </Td>
                  <Td>
                    <button
                      type="button"
                      role="switch"
                      aria-checked={row.status === 'ACTIVE'}
                      aria-label={t.statusSwitch(row.email)}
                      disabled={toggle.isPending}
                      onClick={() => toggle.mutate(row)}
                      className={cn(
                        'relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 disabled:opacity-60',
                        row.status === 'ACTIVE' ? 'bg-brand-600' : 'bg-line-strong',
                      )}
                    >
                      <span
                        className={cn(
                          'inline-block size-5 rounded-full bg-white shadow transition-transform',
                          row.status === 'ACTIVE' ? 'translate-x-5.5' : 'translate-x-0.5',
                        )}
                      />
                    </button>
                  </Td>
                  <Td className="text-right">
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={`${t.delete} ${row.email}`}
                      leadingIcon={<Trash2 className="size-4" aria-hidden />}
                      onClick={() => setDoomed(row)}
                    >
                      {t.delete}
                    </Button>
                  </Td>
                </Tr>
              ))}
            </TBody>
          </Table>
        )}
        {list.data && list.data.meta.total > 0 ? (
          <div className="border-t border-line px-5 py-3 sm:px-6">
            <Pagination page={page} totalPages={list.data.meta.totalPages} total={list.data.meta.total} onPageChange={setPage} />
          </div>
        ) : null}
      </Card>
      <ConfirmDialog
        open={Boolean(doomed)}
        onOpenChange={(open) => !open && setDoomed(null)}
        title={t.deleteTitle}
        description={doomed ? t.deleteBody(doomed.email) : ''}
        confirmLabel={t.delete}
        tone="danger"
        pending={remove.isPending}
        onConfirm={() => doomed && remove.mutate(doomed)}
      />
    </>
  );
}
