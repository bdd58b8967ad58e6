import { formatVnd } from '@market/contract';
import { useQuery } from '@tanstack/react-query';
import { ArrowDownRight, ArrowRight, ArrowUpRight, ClipboardCheck, Minus } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { Card } from '../../components/ui/Card';
import { ErrorState } from '../../components/ui/ErrorState';
import { LoadingState } from '../../components/ui/LoadingState';
import { callApi } from '../../lib/api';
import * as calls from '../../lib/endpoints.generated';
import { cm } from '../../lib/console-messages';
import { queryKeysFactory } from '../../lib/query-keys';

const t = cm.adminHome;
const count = (n: number) => n.toLocaleString('vi-VN');
/** "2026-11-27" → "27/11/2026". */
const dayLabel = (day: string) => day.split('-').reverse().join('/');

export const adminHomeKeys = queryKeysFactory('admin', 'home');

type Figure = 'orders' | 'revenue' | 'newUsers' | 'newHosts';
const FIGURES: readonly { key: Figure; label: string; format: (n: number) => string }[] = [
  { key: 'orders', label: t.orders, format: count },
  { key: 'revenue', label: t.revenue, format: formatVnd },
  { key: 'newUsers', label: t.newUsers, format: count },
  { key: 'newHosts', label: t.newHosts, format: count },
];

/** Today's figures (Vietnam day) beside yesterday's, from the server's report of the day. */
export function AdminTodayFigures() {
  const headingId = useId();
  const report = useQuery({ queryKey: adminHomeKeys.key('today'), queryFn: ({ signal }) => callApi(calls.reports.today, undefined, { signal }) });
  if (report.isPending) return <LoadingState />;
  if (report.isError) return <ErrorState onRetry={() => void report.refetch()} retrying={report.isFetching} />;
  const { today, yesterday } = report.data;
  return (
    <section aria-labelledby={headingId} className="mb-8">
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold text-ink">
          {t.todayTitle(dayLabel(today.day))}
        </h2>
        <Link to="/admin/reports" className="text-sm font-medium text-brand-700 hover:underline">
          {t.report}
        </Link>
      </div>
      <dl className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {FIGURES.map((figure) => (
          <FigureCard key={figure.key} label={figure.label} format={figure.format} today={today[figure.key]} yesterday={yesterday[figure.key]} />
        ))}
      </dl>
      {today.refunds > 0 ? <p className="mt-3 text-sm text-muted">{t.refunds(formatVnd(today.refunds))}</p> : null}
    </section>
  );
}

function FigureCard({ label, format, today, yesterday }: { label: string; format: (n: number) => string; today: number; yesterday: number }) {
  const change = today - yesterday;
  const Icon = change > 0 ? ArrowUpRight : change < 0 ? ArrowDownRight : Minus;
  const tone = change > 0 ? 'text-success-700' : change < 0 ? 'text-danger-700' : 'text-muted';
  const changeText = change > 0 ? t.up(format(change)) : change < 0 ? t.down(format(-change)) : t.same;
  return (
    <Card className="p-5">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="mt-1 text-2xl font-semibold text-ink tabular-nums">{format(today)}</dd>
      <dd className="mt-2 flex flex-wrap items-center gap-x-2 text-sm">
        <span className="text-muted">{t.yesterday(format(yesterday))}</span>
        <span className={`inline-flex items-center gap-0.5 font-medium ${tone}`}>
          <Icon className="size-4" aria-hidden />
          {changeText}
        </span>
      </dd>
    </Card>
  );
}

/** What waits for an admin's decision: events and courses to review, host applications, and the moderation queue (posts and combos flagged by keywords too). */
export function AdminPendingReview() {
  const headingId = useId();
  const pending = useQuery({
    queryKey: adminHomeKeys.key('pending'),
    queryFn: async ({ signal }) => {
      const query = { status: 'PENDING_APPROVAL_WITH_ADMIN', page: 1, limit: 1 } as const;
      const one = { page: 1, limit: 1 } as const;
      const [events, courses, newHosts, resubmitted, queue] = await Promise.all([
        callApi(calls.events.adminList, { query }, { signal }),
        callApi(calls.courses.adminList, { query }, { signal }),
        callApi(calls.hosts.list, { query: { ...one, status: 'NEW_HOST' } }, { signal }),
        callApi(calls.hosts.list, { query: { ...one, status: 'HOST_RESUBMIT' } }, { signal }),
        callApi(calls.contentModeration.list, { query: { ...one, status: 'PENDING' } }, { signal }),
      ]);
      return {
        events: events.meta.total,
        courses: courses.meta.total,
        hosts: newHosts.meta.total + resubmitted.meta.total,
        queue: queue.meta.total,
      };
    },
  });
  return (
    <Card className="mb-8 p-5" aria-labelledby={headingId} role="region">
      <h2 id={headingId} className="flex items-center gap-2 text-base font-semibold text-ink">
        <ClipboardCheck className="size-5 text-brand-600" aria-hidden />
        {t.pendingTitle}
      </h2>
      {pending.isPending ? (
        <LoadingState className="py-4" />
      ) : pending.isError ? (
        <ErrorState className="py-4" onRetry={() => void pending.refetch()} retrying={pending.isFetching} />
      ) : pending.data.events + pending.data.courses + pending.data.hosts + pending.data.queue === 0 ? (
        <p className="mt-2 text-sm text-muted">{t.pendingNone}</p>
      ) : (
        <ul className="mt-2 flex flex-wrap gap-x-6 gap-y-2 text-sm">
          <PendingLink to="/admin/events" text={t.pendingEvents(pending.data.events)} />
          <PendingLink to="/admin/courses" text={t.pendingCourses(pending.data.courses)} />
          <PendingLink to="/admin/host-applications" text={t.pendingHosts(pending.data.hosts)} />
          <PendingLink to="/admin/moderation" text={t.pendingQueue(pending.data.queue)} />
        </ul>
      )}
    </Card>
  );
}

function PendingLink({ to, text }: { to: string; text: string }) {
  return (
    <li>
      <Link to={to} className="inline-flex items-center gap-1 font-medium text-brand-700 hover:underline">
        {text}
        <ArrowRight className="size-4" aria-hidden />
      </Link>
    </li>
  );
}
