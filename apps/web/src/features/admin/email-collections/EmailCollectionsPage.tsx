import type { EmailCollectionDto } from '@market/contract';
import { Mail, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { DeleteDialog } from '../../../components/ui/Dialog';
import { EmptyState } from '../../../components/ui/EmptyState';
import { ListFooter } from '../../../components/ui/ListFooter';
import { ListToolbar } from '../../../components/ui/ListToolbar';
import { PageHeader } from '../../../components/ui/PageHeader';
import { QueryStates } from '../../../components/ui/QueryStates';
import { SearchField } from '../../../components/ui/SearchField';
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
        <ListToolbar onFilterChange={() => setPage(1)}>
          <SearchField label={m.people.users.search} value={q} placeholder={t.searchPlaceholder} onValueChange={setQ} className="max-w-md" />
        </ListToolbar>
        <QueryStates query={list} empty={rows.length === 0} emptyState={<EmptyState icon={<Mail />} title={t.emptyTitle} body={t.emptyBody} />}>
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
        </QueryStates>
        <ListFooter meta={list.data?.meta} page={page} onPageChange={setPage} />
      </Card>
      <DeleteDialog
        doomed={doomed}
        onClose={() => setDoomed(null)}
        title={t.deleteTitle}
        describe={(row) => t.deleteBody(row.email)}
        confirmLabel={t.delete}
        pending={remove.isPending}
        onConfirm={(row) => remove.mutate(row)}
      />
    </>
  );
}
