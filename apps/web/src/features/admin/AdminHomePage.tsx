import { ArrowRight, Inbox, Megaphone } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '../../components/ui/PageHeader';
import { cm } from '../../lib/console-messages';
import { usePageTitle } from '../../lib/use-page-title';
import { AdminPendingReview, AdminTodayFigures } from './AdminTodayFigures';

function Shortcut({ to, icon, title, body }: { to: string; icon: ReactNode; title: string; body: string }) {
  return (
    <Link to={to} className="group flex gap-4 rounded-2xl border border-line bg-surface p-5 shadow-card transition hover:border-brand-200 hover:shadow-pop">
      <span aria-hidden className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-600 [&_svg]:size-5">
        {icon}
      </span>
      <span className="min-w-0 flex-1">
        <span className="flex items-center gap-1 font-semibold text-ink">
          {title}
          <ArrowRight className="size-4 text-muted transition-transform group-hover:translate-x-0.5" aria-hidden />
        </span>
        <span className="mt-1 block text-sm leading-relaxed text-muted">{body}</span>
      </span>
    </Link>
  );
}

export function AdminHomePage() {
  usePageTitle(cm.admin.console);
  return (
    <>
      <PageHeader title={cm.admin.overviewTitle} description={cm.adminHome.lead} />
      <AdminTodayFigures />
      <AdminPendingReview />
      <h2 className="mb-3 text-lg font-semibold text-ink">{cm.adminHome.shortcuts}</h2>
      <div className="grid gap-4 md:grid-cols-2">
        <Shortcut to="/admin/outbox" icon={<Inbox />} title={cm.admin.outboxTitle} body={cm.admin.outboxLead} />
        <Shortcut to="/admin/notifications" icon={<Megaphone />} title={cm.admin.announceTitle} body={cm.admin.announceLead} />
      </div>
    </>
  );
}
