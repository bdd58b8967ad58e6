import { Crown } from 'lucide-react';
import { ButtonLink } from '../../components/ui/ButtonLink';
import { EmptyState } from '../../components/ui/EmptyState';
import { PageHeader } from '../../components/ui/PageHeader';
import { QueryStates } from '../../components/ui/QueryStates';
import { sm } from '../../lib/subscription-messages';
import { usePageTitle } from '../../lib/use-page-title';
import { SubscriptionPanel } from './SubscriptionPanel';
import { useMySubscriptions } from './subscriptions.api';

const t = sm.mine;

/** `/me/subscription` ("Gói hội viên của tôi"): each subscription that still matters, the newest first. */
export function MySubscriptionPage() {
  usePageTitle(t.title);
  const mine = useMySubscriptions();
  const rows = mine.data?.data ?? [];
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <PageHeader title={t.title} description={t.lead} />
      <QueryStates
        query={mine}
        empty={rows.length === 0}
        emptyState={<EmptyState icon={<Crown />} title={t.emptyTitle} body={t.emptyBody} action={<ButtonLink to="/memberships">{t.emptyAction}</ButtonLink>} />}
      >
        <div className="flex flex-col gap-6">
          {rows.map((subscription) => (
            <SubscriptionPanel key={subscription.id} subscription={subscription} />
          ))}
        </div>
      </QueryStates>
    </div>
  );
}
