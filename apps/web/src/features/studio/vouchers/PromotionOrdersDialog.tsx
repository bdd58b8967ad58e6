import { formatVnd, type PromotionOrderItemDto } from '@market/contract';
import { Receipt } from 'lucide-react';
import { useState } from 'react';
import { Badge, type BadgeTone } from '../../../components/ui/Badge';
import { Dialog } from '../../../components/ui/Dialog';
import { EmptyState } from '../../../components/ui/EmptyState';
import { ListFooter } from '../../../components/ui/ListFooter';
import { QueryStates } from '../../../components/ui/QueryStates';
import { TBody, THead, Table, Td, Th, Tr } from '../../../components/ui/Table';
import { cm } from '../../../lib/console-messages';
import { m } from '../../../lib/messages';
import { formatDateTime } from '../../../lib/time';
import { usePromotionOrderItems, type LoadPromotionOrderItems } from './promotions.api';

const t = cm.studioPromotions.orderItems;
const tones: Record<string, BadgeTone> = {
  PAID: 'success',
  PENDING: 'warning',
  PENDING_UPGRADE: 'warning',
  FAILED: 'danger',
  CANCELLED: 'neutral',
  REFUNDED: 'neutral',
};

interface PromotionOrdersDialogProps {
  /** What the lines were lowered by: its name (or code) for the title. */
  name: string;
  id: string;
  /** The voucher's or the discount's order lines. */
  load: LoadPromotionOrderItems;
  /** Which reduction the "Đã giảm" column shows. */
  reduction: 'voucherAmount' | 'discountAmount';
  onClose: () => void;
}

/** The order lines a voucher or a discount lowered, newest first, paged. */
export function PromotionOrdersDialog({ name, id, load, reduction, onClose }: PromotionOrdersDialogProps) {
  const [page, setPage] = useState(1);
  const list = usePromotionOrderItems(load, id, page);
  const rows = list.data?.data ?? [];
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={t.title(name)} description={t.lead} className="max-h-[90dvh] overflow-y-auto sm:max-w-4xl">
      <QueryStates query={list} empty={rows.length === 0} emptyState={<EmptyState icon={<Receipt />} title={t.emptyTitle} body={t.emptyBody} />}>
        <Table aria-label={t.title(name)}>
          <THead>
            <tr>
              <Th>{t.order}</Th>
              <Th>{t.buyer}</Th>
              <Th>{t.product}</Th>
              <Th className="text-right">{t.quantity}</Th>
              <Th className="text-right">{t.reduced}</Th>
              <Th className="text-right">{t.total}</Th>
              <Th>{t.createdAt}</Th>
            </tr>
          </THead>
          <TBody>
            {rows.map((item) => (
              <OrderItemRow key={item.id} item={item} reduction={reduction} />
            ))}
          </TBody>
        </Table>
      </QueryStates>
      <ListFooter meta={list.data?.meta} page={page} onPageChange={setPage} hideSinglePage />
    </Dialog>
  );
}

function OrderItemRow({ item, reduction }: { item: PromotionOrderItemDto; reduction: PromotionOrdersDialogProps['reduction'] }) {
  return (
    <Tr data-testid="promotion-order-item">
      <Td className="whitespace-nowrap">
        <p className="font-medium text-ink tabular-nums">{item.orderCode}</p>
        <Badge tone={tones[item.orderStatus] ?? 'neutral'} className="mt-1">
          {m.orders.statuses[item.orderStatus] ?? item.orderStatus}
        </Badge>
      </Td>
      <Td className="min-w-40">
        <p className="text-ink">{item.buyer.fullName}</p>
        {item.buyer.email ? <p className="text-xs break-all text-muted">{item.buyer.email}</p> : null}
      </Td>
      <Td className="min-w-44">
        <p className="text-ink">{item.title}</p>
        {item.subtitle ? <p className="text-xs text-muted">{item.subtitle}</p> : null}
      </Td>
      <Td className="text-right tabular-nums">{item.quantity}</Td>
      <Td className="text-right whitespace-nowrap tabular-nums">{formatVnd(item[reduction])}</Td>
      <Td className="text-right font-medium whitespace-nowrap text-ink tabular-nums">{formatVnd(item.total)}</Td>
      <Td className="whitespace-nowrap tabular-nums">
        <time dateTime={item.createdAt}>{formatDateTime(item.createdAt)}</time>
      </Td>
    </Tr>
  );
}
