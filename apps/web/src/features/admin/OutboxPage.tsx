import { MessageKind } from '@market/contract';
import { Inbox } from 'lucide-react';
import { useState } from 'react';
import { Card } from '../../components/ui/Card';
import { EmptyState } from '../../components/ui/EmptyState';
import { ListFooter } from '../../components/ui/ListFooter';
import { ListToolbar } from '../../components/ui/ListToolbar';
import { PageHeader } from '../../components/ui/PageHeader';
import { QueryStates } from '../../components/ui/QueryStates';
import { SearchField } from '../../components/ui/SearchField';
import { SelectField } from '../../components/ui/SelectField';
import { cm } from '../../lib/console-messages';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { usePageTitle } from '../../lib/use-page-title';
import { useOutbox, type OutboxFilter } from './api';
import { OutboxTable } from './OutboxTable';

const kindOptions = MessageKind.values.map((value) => ({ value, label: cm.admin.kinds[value] ?? value }));

export function OutboxPage() {
  usePageTitle(cm.admin.outboxTitle);
  const [recipient, setRecipient] = useState('');
  const [kind, setKind] = useState<OutboxFilter['kind']>('');
  const [page, setPage] = useState(1);
  const debouncedRecipient = useDebouncedValue(recipient);
  const outbox = useOutbox({ recipient: debouncedRecipient, kind, page });
  const messages = outbox.data?.data ?? [];

  return (
    <>
      <PageHeader title={cm.admin.outboxTitle} description={cm.admin.outboxLead} />
      <Card className="overflow-hidden">
        <ListToolbar className="sm:grid-cols-[minmax(0,1fr)_200px]" onFilterChange={() => setPage(1)}>
          <SearchField label={cm.admin.recipient} value={recipient} placeholder={cm.admin.recipientPlaceholder} onValueChange={setRecipient} />
          <SelectField label={cm.admin.kind} options={kindOptions} placeholder={cm.admin.allKinds} value={kind} onValueChange={setKind} />
        </ListToolbar>
        <QueryStates
          query={outbox}
          empty={messages.length === 0}
          emptyState={<EmptyState icon={<Inbox />} title={cm.admin.outboxEmptyTitle} body={cm.admin.outboxEmptyBody} />}
        >
          <OutboxTable messages={messages} />
        </QueryStates>
        <ListFooter meta={outbox.data?.meta} page={page} onPageChange={setPage} />
      </Card>
    </>
  );
}
