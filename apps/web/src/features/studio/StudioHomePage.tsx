import { Rocket } from 'lucide-react';
import { ButtonLink } from '../../components/ui/ButtonLink';
import { Card } from '../../components/ui/Card';
import { EmptyState } from '../../components/ui/EmptyState';
import { PageHeader } from '../../components/ui/PageHeader';
import { useSession } from '../auth/session';
import { m } from '../../lib/messages';
import { usePageTitle } from '../../lib/use-page-title';

export function StudioHomePage() {
  usePageTitle(m.studio.title);
  const { user } = useSession();
  return (
    <>
      <PageHeader title={m.studio.welcome(user?.fullName ?? '')} description={m.studio.lead} />
      <ol className="grid gap-4 md:grid-cols-3">
        {m.studio.steps.map((step, index) => (
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
          title={m.studio.emptyTitle}
          body={m.studio.emptyBody}
          action={
            <div className="flex flex-wrap justify-center gap-2">
              <ButtonLink to="/studio/events/new">{m.studio.createEvent}</ButtonLink>
              <ButtonLink to="/account/profile" variant="secondary">
                {m.studio.editProfile}
              </ButtonLink>
            </div>
          }
        />
      </Card>
    </>
  );
}
