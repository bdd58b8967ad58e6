import { billingPeriodLabel, formatVnd, type MembershipDto } from '@market/contract';
import { BadgeCheck, BookOpen, Check, Crown, Ticket } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '../../components/ui/Badge';
import { ButtonLink } from '../../components/ui/ButtonLink';
import { EmptyState } from '../../components/ui/EmptyState';
import { PageHeader } from '../../components/ui/PageHeader';
import { QueryStates } from '../../components/ui/QueryStates';
import { SegmentedControl } from '../../components/ui/SegmentedControl';
import { cn } from '../../lib/cn';
import { m } from '../../lib/messages';
import { usePageTitle } from '../../lib/use-page-title';
import { useSession } from '../auth/session';
import { MembershipFaqs, MembershipLanding } from '../content/MembershipLanding';
import { useMembershipPlans } from './api';
import { defaultPeriod, periodsOf, priceFor, type PeriodKey } from './pricing';

const t = m.memberships;

/** `/memberships`: the pricing page. Plans side by side, a period switch, what each includes, and "Đăng ký". */
export function MembershipsPage() {
  usePageTitle(t.title);
  const plans = useMembershipPlans();
  const rows = plans.data?.data ?? [];
  const periods = periodsOf(rows);
  const [chosen, setChosen] = useState<PeriodKey | null>(null);
  const period = chosen && periods.some((p) => p.key === chosen) ? chosen : defaultPeriod(periods);

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <MembershipLanding fallback={<PageHeader title={t.title} description={t.lead} />} />
      <QueryStates query={plans} empty={rows.length === 0} emptyState={<EmptyState icon={<Crown />} title={t.emptyTitle} body={t.emptyBody} />}>
        {periods.length > 1 && period ? (
          <SegmentedControl
            label={t.periodSwitch}
            value={period}
            options={periods.map((p) => ({ value: p.key, label: t.periodChoice(p.unit, p.count) }))}
            onChange={setChosen}
            className="mx-auto mb-8 max-w-xl"
          />
        ) : null}
        <ul id="plans" className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {rows.map((plan) => (
            <li key={plan.id}>
              <PlanCard plan={plan} period={period} />
            </li>
          ))}
        </ul>
      </QueryStates>
      <MembershipFaqs />
    </div>
  );
}

function PlanCard({ plan, period }: { plan: MembershipDto; period: PeriodKey | null }) {
  const { user } = useSession();
  const price = priceFor(plan, period);
  const courses = plan.products.filter((p) => p.productItemType === 'ONLINE_COURSE');
  const tiers = plan.products.length - courses.length;
  const headingId = `plan-${plan.id}`;

  return (
    <article
      aria-labelledby={headingId}
      className={cn('flex h-full flex-col rounded-2xl bg-surface p-6 ring-1 ring-line', plan.isMain && 'shadow-lg ring-2 ring-brand-500')}
    >
      <div className="flex items-start justify-between gap-3">
        <h2 id={headingId} className="text-xl font-semibold text-ink">
          {plan.name}
        </h2>
        {plan.isMain ? (
          <Badge tone="brand">
            <BadgeCheck className="size-3.5" aria-hidden />
            {t.main}
          </Badge>
        ) : null}
      </div>
      {plan.description ? <p className="mt-2 text-sm text-ink-soft">{plan.description}</p> : null}

      <div className="mt-5 min-h-16" aria-live="polite">
        {price ? (
          <>
            <p className="text-3xl font-semibold text-ink tabular-nums">
              {formatVnd(price.amount)} <span className="text-base font-normal text-muted">{t.perPeriod(billingPeriodLabel(price.period))}</span>
            </p>
            {price.isLifetime ? <p className="mt-1 text-sm text-muted">{t.lifetimeNote}</p> : null}
          </>
        ) : (
          <p className="text-sm text-muted">{t.noPriceForPeriod}</p>
        )}
      </div>

      {price ? (
        <ButtonLink to={`/memberships/subscribe/${price.id}`} variant={plan.isMain ? 'primary' : 'secondary'} className="mt-4 w-full">
          {user ? t.subscribe : t.signInToSubscribe}
        </ButtonLink>
      ) : null}

      {plan.parts.length ? (
        <section className="mt-6">
          <h3 className="text-sm font-semibold text-ink">{t.parts}</h3>
          <ul className="mt-2 space-y-2">
            {plan.parts.map((part) => (
              <li key={part.id} className="flex gap-2 text-sm">
                <Check className="mt-0.5 size-4 shrink-0 text-success-600" aria-hidden />
                <span>
                  <span className="font-medium text-ink">{part.title}</span>
                  {part.description ? <span className="block text-muted">{part.description}</span> : null}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {courses.length || tiers ? (
        <section className="mt-6">
          <h3 className="text-sm font-semibold text-ink">{t.courses}</h3>
          <ul className="mt-2 space-y-2">
            {courses.map((course) => (
              <li key={course.productItemId} className="flex gap-2 text-sm">
                <BookOpen className="mt-0.5 size-4 shrink-0 text-brand-600" aria-hidden />
                {course.link ? (
                  <Link to={course.link} className="text-ink underline-offset-2 hover:text-brand-700 hover:underline">
                    {course.title}
                  </Link>
                ) : (
                  <span>{course.title}</span>
                )}
              </li>
            ))}
            {tiers ? (
              <li className="flex gap-2 text-sm text-ink-soft">
                <Ticket className="mt-0.5 size-4 shrink-0 text-brand-600" aria-hidden />
                {t.tiers(tiers)}
              </li>
            ) : null}
          </ul>
        </section>
      ) : null}
    </article>
  );
}
