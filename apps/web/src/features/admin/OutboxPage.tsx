import { MessageKind } from '@market/contract';
import { Inbox, Search } from 'lucide-react';
import { useId, useState } from 'react';
import { Card } from '../../components/ui/Card';
import { EmptyState } from '../../components/ui/EmptyState';
import { ErrorState } from '../../components/ui/ErrorState';
import { Input } from '../../components/ui/Input';
import { LoadingState } from '../../components/ui/LoadingState';
import { PageHeader } from '../../components/ui/PageHeader';
import { Pagination } from '../../components/ui/Pagination';
import { Select } from '../../components/ui/Select';
import { m } from '../../lib/messages';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { usePageTitle } from '../../lib/use-page-title';
import { useOutbox, type OutboxFilter } from './api';
import { OutboxTable } from './OutboxTable';

const kindOptions = MessageKind.values.map((value) => ({ value, label: m.admin.kinds[value] ?? value }));

export function OutboxPage() {
  usePageTitle(m.admin.outboxTitle);
  const recipientId = useId();
  const kindId = useId();
  const [recipient, setRecipient] = useState('');
  const [kind, setKind] = useState<OutboxFilter['kind']>('');
  const [page, setPage] = useState(1);
  const debouncedRecipient = useDebouncedValue(recipient);
  const outbox = useOutbox({ recipient: debouncedRecipient, kind, page });
  const messages = outbox.data?.data ?? [];

  return (
    <>
      <PageHeader title={m.admin.outboxTitle} description={m.admin.outboxLead} />
      <Card className="overflow-hidden">
        <div className="grid gap-3 border-b border-line px-5 py-4 sm:grid-cols-[minmax(0,1fr)_200px] sm:px-6">
          <div>
            <label htmlFor={recipientId} className="mb-1.5 block text-sm font-medium text-ink">
              {m.admin.recipient}
            </label>
            <Input
              id={recipientId}
              type="search"
              value={recipient}
              placeholder={m.admin.recipientPlaceholder}
              leading={<Search className="size-4" aria-hidden />}
              onChange={(event) => {
                setRecipient(event.target.value);
                setPage(1);
              }}
            />
          </div>
          <div>
            <label htmlFor={kindId} className="mb-1.5 block text-sm font-medium text-ink">
              {m.admin.kind}
            </label>
            <Select
              id={kindId}
              options={kindOptions}
              placeholder={m.admin.allKinds}
              value={kind}
              onChange={(event) => {
                setKind(event.target.value as OutboxFilter['kind']);
                setPage(1);
              }}
            />
          </div>
        </div>
        {outbox.isPending ? (
          <LoadingState />
        ) : outbox.isError ? (
          <ErrorState onRetry={() => void outbox.refetch()} retrying={outbox.isFetching} />
        ) : messages.length === 0 ? (
          <EmptyState icon={<Inbox />} title={m.admin.outboxEmptyTitle} body={m.admin.outboxEmptyBody} />
        ) : (
          <div aria-busy={outbox.isFetching}>
            <OutboxTable messages={messages} />
          </div>
        )}
        {outbox.data && outbox.data.meta.total > 0 ? (
          <div className="border-t border-line px-5 py-3 sm:px-6">
            <Pagination page={page} totalPages={outbox.data.meta.totalPages} total={outbox.data.meta.total} onPageChange={setPage} />
          </div>
        ) : null}
      </Card>
    </>
  );
}
