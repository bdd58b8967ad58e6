import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { Logo } from '../../components/ui/Logo';
import { m } from '../../lib/messages';
import { newTabProps, useSiteMenus } from '../../features/content/site-content';

// Below the fold, with a form library and the contract's e-mail schema: loaded after the page.
const NewsletterForm = lazy(() => import('../../features/newsletter/NewsletterForm').then((module) => ({ default: module.NewsletterForm })));

/** The footer: about, newsletter, and the content service's FOOTER menus as columns. */
export function SiteFooter() {
  const { footer } = useSiteMenus();
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
        {footer.map((column, index) => (
          <div key={`${index}:${column.title}`}>
            <p className="text-sm font-semibold text-ink">{column.title}</p>
            <ul className="mt-3 space-y-2">
              {column.links.map((link, i) => (
                <li key={`${i}:${link.to}`}>
                  <Link to={link.to} {...newTabProps(link)} className="text-sm text-muted hover:text-brand-700">
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
