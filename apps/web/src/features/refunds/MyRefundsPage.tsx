import { formatVnd, type RefundDto } from '@market/contract';
import { Landmark, Undo2, X } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../components/ui/Button';
import { ButtonLink } from '../../components/ui/ButtonLink';
import { Callout } from '../../components/ui/Callout';
import { Card } from '../../components/ui/Card';
import { ConfirmDialog } from '../../components/ui/Dialog';
import { EmptyState } from '../../components/ui/EmptyState';
import { ListFooter } from '../../components/ui/ListFooter';
import { PageHeader } from '../../components/ui/PageHeader';
import { QueryStates } from '../../components/ui/QueryStates';
import { Tabs } from '../../components/ui/Tabs';
import { m } from '../../lib/messages';
import { formatDateTime } from '../../lib/time';
import { usePageTitle } from '../../lib/use-page-title';
import { toast } from '../../lib/toast';
import { refundsApi, useMyRefunds, useRefundMutation, type RefundStatusValue } from './api';
import { BankAccountDialog } from './BankAccountDialog';
import { RefundStatusBadge } from './RefundStatusBadge';

const t = m.refunds;
const filters = ['all', 'PENDING', 'AWAITING_INFO', 'PROCESSING', 'SUCCESS', 'FAILED'] as const;
type Filter = (typeof filters)[number];
const tabs = filters.map((value) => ({ value, label: value === 'all' ? t.all : (t.statuses[value] ?? value) }));
const PANEL_ID = 'refunds-panel';

/** `/me/refunds`: the buyer's refund requests, where each stands, and the bank account for MANUAL ones. */
export function MyRefundsPage() {
  usePageTitle(t.title);
  const [params, setParams] = useSearchParams();
  const raw = params.get('status') ?? 'all';
  const filter: Filter = (filters as readonly string[]).includes(raw) ? (raw as Filter) : 'all';
  const [page, setPage] = useState(1);
  const list = useMyRefunds(filter === 'all' ? undefined : (filter as RefundStatusValue), page);
  const [editing, setEditing] = useState<RefundDto | null>(null);
  const [withdrawing, setWithdrawing] = useState<RefundDto | null>(null);
  const withdraw = useRefundMutation((id: string) => refundsApi.withdraw(id));
  const rows = list.data?.data ?? [];

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-10">
      <PageHeader
        title={t.title}
        description={t.lead}
        actions={
          <ButtonLink variant="secondary" to="/me/orders">
            {t.toOrders}
          </ButtonLink>
        }
      />
      <Tabs
        label={t.tabsLabel}
        tabs={tabs}
        value={filter}
        onChange={(value) => {
          setPage(1);
          setParams(value === 'all' ? {} : { status: value }, { replace: true });
        }}
        panelId={PANEL_ID}
        idPrefix="refunds-tab"
        className="mb-4"
      />
      <Card id={PANEL_ID} role="tabpanel" aria-labelledby={`refunds-tab-${filter}`} className="overflow-hidden">
        <QueryStates query={list} empty={rows.length === 0} emptyState={<EmptyState icon={<Undo2 />} title={t.emptyTitle} body={t.emptyBody} />}>
          <ul className="divide-y divide-line" aria-busy={list.isFetching}>
            {rows.map((refund) => (
              <li key={refund.id} className="flex flex-col gap-3 p-4 sm:p-5" data-testid="refund-card">
                <div className="flex flex-wrap items-start justify-between gap-3">
                  <div className="min-w-0">
                    <p className="font-medium text-ink">{refund.item.title}</p>
                    {refund.item.subtitle ? <p className="text-sm text-ink-soft">{refund.item.subtitle}</p> : null}
                    <p className="mt-0.5 text-[13px] text-muted">
                      <Link to={`/me/orders/${refund.orderId}`} className="font-medium text-brand-700 hover:underline">
                        {m.orders.code(refund.orderCode)}
                      </Link>
                      {' · '}
                      <time dateTime={refund.createdAt}>{t.requestedAt(formatDateTime(refund.createdAt))}</time>
                    </p>
                  </div>
                  <div className="flex flex-col items-end gap-1.5">
                    <p className="font-semibold text-ink tabular-nums">{formatVnd(refund.amount)}</p>
                    <RefundStatusBadge refund={refund} />
                  </div>
                </div>
                <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
                  <dt className="text-muted">{t.reason}</dt>
                  <dd className="break-words text-ink">{refund.reason}</dd>
                  <dt className="text-muted">{t.mode}</dt>
                  <dd className="text-ink">{t.modes[refund.mode]}</dd>
                  {refund.mode === 'MANUAL' ? (
                    <>
                      <dt className="text-muted">{t.account}</dt>
                      <dd className="text-ink">
                        {refund.bankAccountNumber ? `${refund.bankName} · ${refund.bankAccountNumber} · ${refund.bankAccountName}` : t.noAccount}
                      </dd>
                    </>
                  ) : null}
                  {refund.adminNote ? (
                    <>
                      <dt className="text-muted">{t.adminNote}</dt>
                      <dd className="break-words text-ink">{refund.adminNote}</dd>
                    </>
                  ) : null}
                  {refund.failureReason ? (
                    <>
                      <dt className="text-muted">{t.failure}</dt>
                      <dd className="text-ink">{refund.failureReason}</dd>
                    </>
                  ) : null}
                </dl>
                {refund.status === 'AWAITING_INFO' ? <Callout tone="warning">{t.awaitingInfo}</Callout> : null}
                {refund.accountEditable || refund.withdrawable ? (
                  <div className="flex flex-wrap gap-2">
                    {refund.accountEditable ? (
                      <Button
                        variant={refund.status === 'AWAITING_INFO' ? 'primary' : 'secondary'}
                        size="sm"
                        leadingIcon={<Landmark className="size-4" aria-hidden />}
                        onClick={() => setEditing(refund)}
                      >
                        {refund.bankAccountNumber ? t.updateAccount : t.addAccount}
                      </Button>
                    ) : null}
                    {refund.withdrawable ? (
                      <Button
                        variant="secondary"
                        size="sm"
                        leadingIcon={<X className="size-4" aria-hidden />}
                        aria-label={t.withdrawOf(refund.item.title)}
                        onClick={() => setWithdrawing(refund)}
                      >
                        {t.withdraw}
                      </Button>
                    ) : null}
                  </div>
                ) : null}
              </li>
            ))}
          </ul>
        </QueryStates>
        <ListFooter meta={list.data?.meta} page={page} onPageChange={setPage} hideSinglePage />
      </Card>
      {editing ? <BankAccountDialog refund={editing} onClose={() => setEditing(null)} /> : null}
      <ConfirmDialog
        open={Boolean(withdrawing)}
        onOpenChange={(open) => !open && setWithdrawing(null)}
        title={t.withdrawTitle}
        description={withdrawing ? t.withdrawBody(withdrawing.item.title) : ''}
        confirmLabel={t.withdraw}
        tone="danger"
        pending={withdraw.isPending}
        onConfirm={() =>
          withdrawing &&
          withdraw.mutate(withdrawing.id, {
            onSuccess: () => {
              toast.success(t.withdrawn);
              setWithdrawing(null);
            },
          })
        }
      />
    </div>
  );
}
