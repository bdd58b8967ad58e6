import { billingPeriodLabel, formatVnd, SUBSCRIPTION_STATUS_LABELS, type SubscriptionDetailDto } from '@market/contract';
import { CreditCard } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Badge, type BadgeTone } from '../../components/ui/Badge';
import { Button } from '../../components/ui/Button';
import { ButtonLink } from '../../components/ui/ButtonLink';
import { Callout } from '../../components/ui/Callout';
import { ConfirmDialog } from '../../components/ui/Dialog';
import { cardMessages } from '../../lib/card-messages';
import { sm } from '../../lib/subscription-messages';
import { formatDateTime } from '../../lib/time';
import { toast } from '../../lib/toast';
import { useMyCards } from '../cards/cards.api';
import { orderPath } from '../orders/paths';
import { ChangePlanDialog } from './ChangePlanDialog';
import { PaymentHistory } from './PaymentHistory';
import { day } from './subscription-format';
import { subscriptionsApi, useSubscriptionAction } from './subscriptions.api';

const t = sm.mine;

const tones: Record<SubscriptionDetailDto['status'], BadgeTone> = {
  PENDING: 'warning',
  ACTIVE: 'success',
  FAILED: 'danger',
  CANCEL: 'neutral',
  EXPIRED: 'neutral',
  PENDING_RENEWAL: 'warning',
};

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 sm:flex-row sm:gap-4">
      <dt className="text-muted sm:w-44 sm:shrink-0">{label}</dt>
      <dd className="text-ink">{children}</dd>
    </div>
  );
}

/** Which stored card renewals charge; changed with PUT /subscriptions/{id}/card. */
function RenewalCard({ subscription }: { subscription: SubscriptionDetailDto }) {
  const cards = useMyCards();
  const [picked, setPicked] = useState(subscription.cardId ?? '');
  const save = useSubscriptionAction((cardId: string) => subscriptionsApi.setCard(subscription.id, cardId));
  const usable = (cards.data?.data ?? []).filter((card) => !card.isExpired);
  const selectId = `renewal-card-${subscription.id}`;
  if (!cards.data) return null;
  if (usable.length === 0)
    return (
      <p className="text-sm text-muted">
        {t.renewalCardNone} ·{' '}
        <Link to="/account/cards" className="text-brand-700 underline-offset-2 hover:underline">
          {t.renewalCardAdd}
        </Link>
      </p>
    );
  return (
    <div className="flex flex-wrap items-end gap-2">
      <div className="flex min-w-56 flex-1 flex-col gap-1">
        <label htmlFor={selectId} className="text-sm font-medium text-ink">
          {t.renewalCard}
        </label>
        <select
          id={selectId}
          value={picked}
          onChange={(event) => setPicked(event.target.value)}
          className="h-10 rounded-lg border border-line bg-surface px-3 text-sm text-ink focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
        >
          {subscription.cardId ? null : <option value="">{t.renewalCardNone}</option>}
          {usable.map((card) => (
            <option key={card.id} value={card.id}>
              {cardMessages.brands[card.brand] ?? card.brand} •••• {card.last4}
            </option>
          ))}
        </select>
      </div>
      <Button
        variant="secondary"
        leadingIcon={<CreditCard className="size-4" aria-hidden />}
        disabled={!picked || picked === subscription.cardId}
        loading={save.isPending}
        onClick={() => save.mutate(picked, { onSuccess: () => toast.success(t.renewalCardSaved) })}
      >
        {t.renewalCardSave}
      </Button>
    </div>
  );
}

/** One of my subscriptions: where it stands, what comes next, what is owed, and what I can do with it. */
export function SubscriptionPanel({ subscription: s }: { subscription: SubscriptionDetailDto }) {
  const [asking, setAsking] = useState<'cancel' | 'giveUp' | 'change' | null>(null);
  const cancel = useSubscriptionAction((undo: boolean) => subscriptionsApi.cancel(s.id, undo));
  const giveUp = useSubscriptionAction(() => subscriptionsApi.cancelPending(s.id));
  const endDay = s.currentPeriodEnd ? day(s.currentPeriodEnd) : null;
  const headingId = `subscription-${s.id}`;
  const close = (open: boolean) => (open ? undefined : setAsking(null));

  return (
    <article aria-labelledby={headingId} className="flex flex-col gap-5 rounded-2xl bg-surface p-5 ring-1 ring-line sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h2 id={headingId} className="text-xl font-semibold text-ink">
          {s.membership.name}
        </h2>
        <Badge tone={tones[s.status]}>{SUBSCRIPTION_STATUS_LABELS[s.status]}</Badge>
      </div>

      <dl className="flex flex-col gap-3 text-sm">
        <Row label={t.price}>
          {formatVnd(s.price.amount)} / {billingPeriodLabel(s.price.period)}
        </Row>
        <Row label={t.currentPeriod}>
          {!s.currentPeriodStart ? t.noPeriodYet : endDay ? `${day(s.currentPeriodStart)} – ${endDay}` : t.lifetimeSince(day(s.currentPeriodStart))}
        </Row>
        <Row label={t.nextCharge}>
          {s.nextCharge ? t.nextChargeText(day(s.nextCharge.at), formatVnd(s.nextCharge.amount), s.nextCharge.byCard) : t.noNextCharge}
        </Row>
      </dl>

      {s.cancelAtPeriodEnd && endDay ? <Callout tone="warning">{t.endsOn(endDay)}</Callout> : null}
      {s.nextPrice && endDay ? <Callout>{t.nextPrice(formatVnd(s.nextPrice.amount), billingPeriodLabel(s.nextPrice.period), endDay)}</Callout> : null}
      {s.openOrder ? (
        <Callout tone="warning" title={t.openOrder[s.openOrder.kind]} action={<ButtonLink to={orderPath(s.openOrder.id)}>{t.pay}</ButtonLink>}>
          {t.openOrderBody(s.openOrder.code, formatVnd(s.openOrder.total))}
          {s.openOrder.payBefore ? <span className="block">{t.payBefore(formatDateTime(s.openOrder.payBefore))}</span> : null}
        </Callout>
      ) : null}

      <div className="flex flex-wrap gap-2">
        {s.status === 'ACTIVE' && !s.isLifetime ? (
          <>
            <Button variant="secondary" onClick={() => setAsking('change')}>
              {t.changePlan}
            </Button>
            <Button variant="ghost" onClick={() => setAsking('cancel')}>
              {t.cancel}
            </Button>
          </>
        ) : null}
        {s.status === 'CANCEL' && s.cancelAtPeriodEnd ? (
          <Button variant="secondary" loading={cancel.isPending} onClick={() => cancel.mutate(true, { onSuccess: () => toast.success(t.undone) })}>
            {t.undo}
          </Button>
        ) : null}
        {s.status === 'PENDING' ? (
          <Button variant="ghost" onClick={() => setAsking('giveUp')}>
            {t.giveUp}
          </Button>
        ) : null}
      </div>

      {!s.isLifetime && (s.status === 'ACTIVE' || s.status === 'PENDING_RENEWAL') ? <RenewalCard subscription={s} /> : null}
      {s.status !== 'PENDING' ? <PaymentHistory subscriptionId={s.id} /> : null}

      <ConfirmDialog
        open={asking === 'cancel'}
        onOpenChange={close}
        title={t.cancelTitle}
        description={endDay ? t.cancelBody(endDay) : t.cancelBodyNoDate}
        confirmLabel={t.cancelConfirm}
        tone="danger"
        pending={cancel.isPending}
        onConfirm={() => cancel.mutate(false, { onSuccess: () => (setAsking(null), toast.success(t.cancelled)) })}
      />
      <ConfirmDialog
        open={asking === 'giveUp'}
        onOpenChange={close}
        title={t.giveUpTitle}
        description={t.giveUpBody}
        confirmLabel={t.giveUp}
        tone="danger"
        pending={giveUp.isPending}
        onConfirm={() => giveUp.mutate(undefined, { onSuccess: () => (setAsking(null), toast.success(t.givenUp)) })}
      />
      <ChangePlanDialog subscriptionId={s.id} open={asking === 'change'} onOpenChange={close} />
    </article>
  );
}
