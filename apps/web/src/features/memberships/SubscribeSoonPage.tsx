import { billingPeriodLabel, formatVnd } from '@market/contract';
import { Sparkles } from 'lucide-react';
import { useParams } from 'react-router';
import { StatusPage } from '../../app/pages/StatusPage';
import { ButtonLink } from '../../components/ui/ButtonLink';
import { LoadingState } from '../../components/ui/LoadingState';
import { m } from '../../lib/messages';
import { usePageTitle } from '../../lib/use-page-title';
import { useMembershipPlans } from './api';

const t = m.memberships.soon;

/**
 * `/memberships/subscribe/:priceId` (signed in): where "Đăng ký" leads. Recurring payment is not built
 * yet, so this page says so plainly, names the plan chosen and takes no money, rather than pretending.
 */
export function SubscribeSoonPage() {
  const { priceId = '' } = useParams();
  const plans = useMembershipPlans();
  usePageTitle(t.title);
  if (plans.isPending) return <LoadingState className="min-h-[50vh]" />;
  const found = (plans.data?.data ?? []).flatMap((plan) => plan.prices.filter((p) => p.id === priceId).map((price) => ({ plan, price })))[0];
  const body = found ? t.body(found.plan.name, `${formatVnd(found.price.amount)} / ${billingPeriodLabel(found.price.period)}`) : t.unknown;
  return <StatusPage icon={<Sparkles />} title={t.title} body={body} action={<ButtonLink to="/memberships">{t.back}</ButtonLink>} />;
}
