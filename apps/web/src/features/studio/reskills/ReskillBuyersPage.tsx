import { Users } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Badge } from '../../../components/ui/Badge';
import { Card } from '../../../components/ui/Card';
import { EmptyState } from '../../../components/ui/EmptyState';
import { ExportButtons } from '../../../components/ui/ExportButtons';
import { ListFooter } from '../../../components/ui/ListFooter';
import { ListToolbar } from '../../../components/ui/ListToolbar';
import { PageHeader } from '../../../components/ui/PageHeader';
import { QueryStates } from '../../../components/ui/QueryStates';
import { SearchField } from '../../../components/ui/SearchField';
import { TBody, THead, Table, Td, Th, Tr } from '../../../components/ui/Table';
import { rm } from '../../../lib/reskills-messages';
import { formatDateTime } from '../../../lib/time';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { usePageTitle } from '../../../lib/use-page-title';
import { priceText } from '../../events/event-price';
import { downloadBuyers, useReskill, useReskillBuyers } from '../../reskills/reskills.api';

const t = rm.buyers;

/** `/studio/reskills/:id/buyers`: who bought my programme's prices, searchable, exported as CSV or Excel. */
export function ReskillBuyersPage() {
  const { id = '' } = useParams();
  const reskill = useReskill(id);
  const name = reskill.data?.title ?? '';
  usePageTitle(t.title(name));
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const debouncedQ = useDebouncedValue(q);
  const list = useReskillBuyers(id, { q: debouncedQ.trim() || undefined, page, limit: 20 });
  const rows = list.data?.data ?? [];
  return (
    <>
      <p className="mb-2 text-sm">
        <Link to="/studio/reskills" className="text-brand-700 hover:underline">
          {t.back}
        </Link>
      </p>
      <PageHeader title={t.title(name)} actions={<ExportButtons onExport={(format) => downloadBuyers(id, { q: debouncedQ }, format)} />} />
      <Card className="overflow-hidden">
        <ListToolbar onFilterChange={() => setPage(1)}>
          <SearchField label={t.search} value={q} onValueChange={setQ} />
        </ListToolbar>
        <QueryStates query={list} empty={rows.length === 0} emptyState={<EmptyState icon={<Users />} title={t.emptyTitle} body={t.emptyBody} />}>
          <div className="overflow-x-auto">
            <Table>
              <THead>
                <Tr>
                  <Th>{t.columns.buyer}</Th>
                  <Th>{t.columns.price}</Th>
                  <Th>{t.columns.amount}</Th>
                  <Th>{t.columns.paidAt}</Th>
                  <Th>{t.columns.status}</Th>
                </Tr>
              </THead>
              <TBody>
                {rows.map((row) => (
                  <Tr key={row.orderItemId}>
                    <Td>
                      <p className="font-medium text-ink">{row.buyer.fullName}</p>
                      <p className="text-[13px] text-muted">{[row.buyer.email, row.buyer.phone].filter(Boolean).join(' · ')}</p>
                    </Td>
                    <Td>{row.price.title}</Td>
                    <Td>{priceText(row.amount)}</Td>
                    <Td>{formatDateTime(row.paidAt)}</Td>
                    <Td>
                      <Badge tone={row.refunded ? 'neutral' : 'success'}>{row.refunded ? t.refunded : t.kept}</Badge>
                    </Td>
                  </Tr>
                ))}
              </TBody>
            </Table>
          </div>
        </QueryStates>
        <ListFooter meta={list.data?.meta} page={page} onPageChange={setPage} />
      </Card>
    </>
  );
}
