import { Rocket } from 'lucide-react';
import { useState } from 'react';
import { ButtonLink } from '../../components/ui/ButtonLink';
import { Card } from '../../components/ui/Card';
import { EmptyState } from '../../components/ui/EmptyState';
import { ErrorState } from '../../components/ui/ErrorState';
import { LoadingState } from '../../components/ui/LoadingState';
import { PageHeader } from '../../components/ui/PageHeader';
import { SegmentedControl } from '../../components/ui/SegmentedControl';
import { useSession } from '../auth/session';
import { cm } from '../../lib/console-messages';
import { usePageTitle } from '../../lib/use-page-title';
import { lastDays, useHostMetrics, useHostOverview } from './home/api';
import { StudioFigures } from './home/StudioFigures';

type Days = '7' | '30' | '90';
const t = cm.studioFigures;

/** The studio's home: a host with products sees their figures by period; a new host sees the first steps. */
export function StudioHomePage() {
  usePageTitle(cm.studio.title);
  const { user } = useSession();
  const [days, setDays] = useState<Days>('30');
  const period = lastDays(Number(days));
  const overview = useHostOverview(period);
  const metrics = useHostMetrics(period);
  const active = overview.data && (overview.data.products > 0 || overview.data.orders > 0);

  return (
    <>
      <PageHeader title={cm.studio.welcome(user?.fullName ?? '')} description={active ? undefined : cm.studio.lead} />
      {overview.isPending ? (
        <LoadingState />
      ) : overview.isError ? (
        <ErrorState onRetry={() => void overview.refetch()} retrying={overview.isFetching} />
      ) : active ? (
        <section aria-labelledby="studio-figures" className="flex flex-col gap-4">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="studio-figures" className="text-lg font-semibold text-ink">
              {t.title}
            </h2>
            <SegmentedControl
              label={t.period}
              value={days}
              options={(['7', '30', '90'] as const).map((value) => ({ value, label: t.periods[value]! }))}
              onChange={setDays}
            />
          </div>
          <StudioFigures overview={overview.data} metrics={metrics.data} />
        </section>
      ) : (
        <FirstSteps />
      )}
    </>
  );
}

function FirstSteps() {
  return (
    <>
      <ol className="grid gap-4 md:grid-cols-3">
        {cm.studio.steps.map((step, index) => (
          <li key={step.title}>
            <Card className="h-full p-5">
              <span className="flex size-8 items-center justify-center rounded-full bg-brand-600 text-sm font-semibold text-white">{index + 1}</span>
              <p className="mt-4 font-semibold text-ink">{step.title}</p>
              <p className="mt-1 text-sm leading-relaxed text-muted">{step.body}</p>
            </Card>
          </li>
        ))}
      </ol>
      <Card className="mt-6 border-dashed">
        <EmptyState
          icon={<Rocket />}
          title={cm.studio.emptyTitle}
          body={cm.studio.emptyBody}
          action={
            <div className="flex flex-wrap justify-center gap-2">
              <ButtonLink to="/studio/events/new">{cm.studio.createEvent}</ButtonLink>
              <ButtonLink to="/account/profile" variant="secondary">
                {cm.studio.editProfile}
              </ButtonLink>
            </div>
          }
        />
      </Card>
    </>
  );
}
