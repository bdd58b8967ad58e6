import type { CmsContentType } from '@market/contract';
import { FileText, Files, Images, ShieldCheck, UserCog } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/Badge';
import { linkCardClass } from '../../../components/ui/Card';
import { PageHeader } from '../../../components/ui/PageHeader';
import { cmsAdminMessages } from '../../../lib/cms-admin-messages';
import { cmsConsoleMessages } from '../../../lib/cms-console-messages';
import { usePageTitle } from '../../../lib/use-page-title';
import { contentTypes, typeLink } from './content-types';

const t = cmsConsoleMessages;

function TypeCards({ heading, types, icon }: { heading: string; types: readonly CmsContentType[]; icon: React.ReactNode }) {
  const id = `content-${heading}`.replace(/\s+/g, '-');
  return (
    <section aria-labelledby={id} className="mb-8">
      <h2 id={id} className="mb-3 text-lg font-semibold text-ink">
        {heading}
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
        {types.map((type) => (
          <li key={type.singularName}>
            <div className={`${linkCardClass} p-4`}>
              <div className="flex items-start gap-3">
                <span className="mt-0.5 text-brand-600">{icon}</span>
                <div className="min-w-0">
                  <Link to={typeLink(type)} className="font-semibold text-ink after:absolute after:inset-0 focus-visible:outline-none">
                    {type.displayName}
                  </Link>
                  {type.description ? <p className="mt-1 text-sm text-muted">{type.description}</p> : null}
                  <div className="mt-2 flex flex-wrap gap-1.5">
                    <Badge tone="neutral">{`/${type.kind === 'collectionType' ? type.pluralName : type.singularName}`}</Badge>
                    {type.draftAndPublish ? <Badge tone="brand">{t.draftAndPublish}</Badge> : null}
                    {type.localized ? <Badge tone="neutral">{t.localized}</Badge> : null}
                  </div>
                </div>
              </div>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

const a = cmsAdminMessages.home;
const adminPages = [
  { to: '/admin/content/media', title: a.media, lead: a.mediaLead, icon: <Images className="size-5" aria-hidden /> },
  { to: '/admin/content/roles', title: a.roles, lead: a.rolesLead, icon: <ShieldCheck className="size-5" aria-hidden /> },
  { to: '/admin/content/accounts', title: a.accounts, lead: a.accountsLead, icon: <UserCog className="size-5" aria-hidden /> },
];

/** The media library, roles and accounts of the service: pages beside the types' own. */
function AdminCards() {
  return (
    <section aria-labelledby="content-admin" className="mb-8">
      <h2 id="content-admin" className="mb-3 text-lg font-semibold text-ink">
        {a.heading}
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
        {adminPages.map((item) => (
          <li key={item.to}>
            <div className={`${linkCardClass} p-4`}>
              <div className="flex items-start gap-3">
                <span className="mt-0.5 text-brand-600">{item.icon}</span>
                <div className="min-w-0">
                  <Link to={item.to} className="font-semibold text-ink after:absolute after:inset-0 focus-visible:outline-none">
                    {item.title}
                  </Link>
                  <p className="mt-1 text-sm text-muted">{item.lead}</p>
                </div>
              </div>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** `/admin/content`: every collection and single type the content service declares. */
export function ContentHomePage() {
  usePageTitle(t.title);
  return (
    <>
      <PageHeader title={t.title} description={t.lead} />
      <TypeCards heading={t.collections} types={contentTypes.filter((c) => c.kind === 'collectionType')} icon={<Files className="size-5" aria-hidden />} />
      <TypeCards heading={t.singletons} types={contentTypes.filter((c) => c.kind === 'singleType')} icon={<FileText className="size-5" aria-hidden />} />
      <AdminCards />
    </>
  );
}
