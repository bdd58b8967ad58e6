import { billingPeriodLabel, formatVnd, type SubscriptionPlanDto } from '@market/contract';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/Button';
import { Dialog } from '../../components/ui/Dialog';
import { ErrorState } from '../../components/ui/ErrorState';
import { ListSkeleton } from '../../components/ui/LoadingState';
import { m } from '../../lib/messages';
import { sm } from '../../lib/subscription-messages';
import { toast } from '../../lib/toast';
import { orderPath } from '../orders/paths';
import { day } from './subscription-format';
import { subscriptionsApi, useSubscriptionAction, useSubscriptionPlans } from './subscriptions.api';

const t = sm.mine;

/** What choosing a price does, in words, before confirming (the server's prorated amount). */
function effectOf(plan: SubscriptionPlanDto): string {
  if (plan.isCurrent) return t.current;
  if (!plan.change) return t.notChangeable;
  return plan.change.kind === 'UPGRADE' ? t.upgrade(formatVnd(plan.change.chargeNow)) : t.downgrade(day(plan.change.startsAt));
}

/** "Đổi gói": the prices I could move to, each with what it costs now, then a confirmation. */
export function ChangePlanDialog({ subscriptionId, open, onOpenChange }: { subscriptionId: string; open: boolean; onOpenChange: (open: boolean) => void }) {
  const plans = useSubscriptionPlans(subscriptionId, open);
  const navigate = useNavigate();
  const [chosen, setChosen] = useState<string | null>(null);
  const change = useSubscriptionAction((priceId: string) => subscriptionsApi.changePlan(subscriptionId, priceId));
  const choices = (plans.data ?? []).filter((plan) => !plan.isCurrent && plan.change);
  const picked = choices.find((plan) => plan.price.id === chosen) ?? null;

  const confirm = () => {
    if (!picked) return;
    change.mutate(picked.price.id, {
      onSuccess: (result) => {
        onOpenChange(false);
        setChosen(null);
        if (result.order) {
          toast.success(t.changedUpgrade);
          void navigate(orderPath(result.order.id));
        } else toast.success(t.changedDowngrade);
      },
    });
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t.changeTitle}
      description={t.changeLead}
      className="max-w-lg"
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={change.isPending}>
            {m.common.cancel}
          </Button>
          <Button onClick={confirm} loading={change.isPending} disabled={!picked}>
            {t.confirmChange}
          </Button>
        </>
      }
    >
      {plans.isPending ? <ListSkeleton rows={2} /> : null}
      {plans.isError ? <ErrorState onRetry={() => void plans.refetch()} retrying={plans.isFetching} /> : null}
      {plans.data && choices.length === 0 ? <p className="text-sm text-muted">{t.noPlans}</p> : null}
      {plans.data && plans.data.length ? (
        <fieldset className="flex max-h-[50vh] flex-col gap-2 overflow-y-auto">
          <legend className="sr-only">{t.changeChoose}</legend>
          {plans.data.map((plan) => {
            const selectable = !plan.isCurrent && Boolean(plan.change);
            return (
              <label
                key={plan.price.id}
                className={`flex items-start gap-3 rounded-xl border border-line px-4 py-3 has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50 ${selectable ? 'cursor-pointer' : 'opacity-60'}`}
              >
                <input
                  type="radio"
                  name={`change-plan-${subscriptionId}`}
                  value={plan.price.id}
                  checked={chosen === plan.price.id}
                  disabled={!selectable}
                  onChange={() => setChosen(plan.price.id)}
                  className="mt-1 size-4 accent-brand-600"
                />
                <span className="min-w-0 text-sm">
                  <span className="block font-medium text-ink">
                    {plan.membership.name} · {formatVnd(plan.price.amount)} / {billingPeriodLabel(plan.price.period)}
                  </span>
                  <span className="block text-muted">{effectOf(plan)}</span>
                </span>
              </label>
            );
          })}
        </fieldset>
      ) : null}
    </Dialog>
  );
}
