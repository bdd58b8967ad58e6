import { formatVnd, type AdminOrderActions } from '@market/contract';
import { CircleCheck, CircleX, Trash2 } from 'lucide-react';
import type { ReactElement } from 'react';
import { Button } from '../../../components/ui/Button';
import { ConfirmDialog } from '../../../components/ui/Dialog';
import { cm } from '../../../lib/console-messages';
import { toast } from '../../../lib/toast';
import { adminOrdersApi, useOrdersMutation } from './api';

const t = cm.adminOrders;

export type OrderMove = 'paid' | 'cancel' | 'remove';
/** An order of the list or the detail: what the moves name and ask about, and what the server allows. */
export interface MovableOrder {
  id: string;
  code: string;
  total: number;
  actions: AdminOrderActions;
}

/**
 * The moves the server offers for an order (its `actions`), and only those: the console decides
 * nothing from the status, so it never offers what the server would refuse (an order owing money
 * back is not marked paid). `compact`: icon buttons for a list row, named for the order.
 */
export function OrderMoveButtons({ order, compact = false, onPick }: { order: MovableOrder; compact?: boolean; onPick: (move: OrderMove) => void }) {
  const can = order.actions;
  if (compact)
    return (
      <>
        {can.markPaid ? <IconMove label={t.markPaidOf(order.code)} icon={<CircleCheck />} onClick={() => onPick('paid')} /> : null}
        {can.cancel ? <IconMove label={t.cancelOf(order.code)} icon={<CircleX />} onClick={() => onPick('cancel')} /> : null}
        {can.remove ? <IconMove label={t.removeOf(order.code)} icon={<Trash2 />} onClick={() => onPick('remove')} /> : null}
      </>
    );
  if (!can.markPaid && !can.cancel && !can.remove) return null;
  return (
    <div className="mt-6 flex flex-col-reverse gap-2 border-t border-line pt-4 sm:flex-row sm:justify-end">
      {can.remove ? (
        <Button variant="danger" onClick={() => onPick('remove')}>
          {t.remove}
        </Button>
      ) : null}
      {can.cancel ? (
        <Button variant="secondary" onClick={() => onPick('cancel')}>
          {t.cancel}
        </Button>
      ) : null}
      {can.markPaid ? <Button onClick={() => onPick('paid')}>{t.markPaid}</Button> : null}
    </div>
  );
}

function IconMove({ label, icon, onClick }: { label: string; icon: ReactElement; onClick: () => void }) {
  return (
    <Button size="icon" variant="ghost" className="size-9 [&>svg]:size-4" aria-label={label} title={label} onClick={onClick}>
      {icon}
    </Button>
  );
}

/** "Are you sure?" for the picked move, then the call; the list and any open detail are asked again. */
export function OrderMoveDialog({ order, move, onClose, onRemoved }: { order: MovableOrder; move: OrderMove; onClose: () => void; onRemoved?: () => void }) {
  const update = useOrdersMutation(adminOrdersApi.update);
  const remove = useOrdersMutation(adminOrdersApi.remove);
  const close = (open: boolean) => !open && onClose();
  const change = (status: 'PAID' | 'CANCELLED', done: string) =>
    update.mutate(
      { id: order.id, body: { status } },
      {
        onSuccess: () => {
          toast.success(done);
          onClose();
        },
      },
    );

  const asked: Record<
    OrderMove,
    { title: string; description: string; confirmLabel: string; tone: 'primary' | 'danger'; pending: boolean; confirm: () => void }
  > = {
    paid: {
      title: t.markPaidTitle,
      description: t.markPaidBody(order.code, formatVnd(order.total)),
      confirmLabel: t.markPaid,
      tone: 'primary',
      pending: update.isPending,
      confirm: () => change('PAID', t.paidDone),
    },
    cancel: {
      title: t.cancelTitle,
      description: t.cancelBody(order.code),
      confirmLabel: t.cancel,
      tone: 'danger',
      pending: update.isPending,
      confirm: () => change('CANCELLED', t.cancelled),
    },
    remove: {
      title: t.removeTitle,
      description: t.removeBody(order.code),
      confirmLabel: t.remove,
      tone: 'danger',
      pending: remove.isPending,
      confirm: () =>
        remove.mutate(order.id, {
          onSuccess: () => {
            toast.success(t.removed);
            onClose();
            onRemoved?.();
          },
        }),
    },
  };
  const { confirm, ...dialog } = asked[move];
  return <ConfirmDialog open onOpenChange={close} onConfirm={confirm} {...dialog} />;
}
