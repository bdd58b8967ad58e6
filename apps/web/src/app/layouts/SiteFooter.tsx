import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { Logo } from '../../components/ui/Logo';
import { m } from '../../lib/messages';
import { siteSections } from './site-sections';

// Below the fold, with a form library and the contract's e-mail schema: loaded after the page.
const NewsletterForm = lazy(() => import('../../features/newsletter/NewsletterForm').then((module) => ({ default: module.NewsletterForm })));

const columns = [
  {
    title: m.footer.explore,
    links: siteSections,
  },
  {
    title: m.footer.forHosts,
    links: [{ to: '/studio', label: m.footer.openStudio }],
  },
  {
    title: m.footer.support,
    links: [
      { to: '/help', label: m.footer.help },
      { to: '/terms', label: m.footer.terms },
      { to: '/privacy', label: m.footer.privacy },
    ],
  },
];

export function SiteFooter() {
  return (
    <footer className="border-t border-line bg-surface">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-[2fr_1fr_1fr_1fr]">
        <div className="max-w-sm">
          <Logo />
          <p className="mt-4 text-sm leading-relaxed text-muted">{m.footer.about}</p>
          <div className="mt-6">
            <Suspense fallback={<div className="h-32" aria-hidden />}>
              <NewsletterForm />
            </Suspense>
          </div>
        </div>
        {columns.map((column) => (
          <div key={column.title}>
            <p className="text-sm font-semibold text-ink">{column.title}</p>
            <ul className="mt-3 space-y-2">
              {column.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="text-sm text-muted hover:text-brand-700">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <div className="border-t border-line">
        <p className="mx-auto max-w-7xl px-4 py-5 text-xs text-muted sm:px-6">{m.footer.rights(new Date().getFullYear())}</p>
      </div>
    </footer>
  );
}
