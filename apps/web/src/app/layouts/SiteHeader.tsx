import { NavLink } from 'react-router';
import { Logo } from '../../components/ui/Logo';
import { SkipLink } from '../../components/ui/SkipLink';
import { cn } from '../../lib/cn';
import { m } from '../../lib/messages';
import { HeaderActions } from './HeaderActions';
import { MobileMenu } from './MobileMenu';
import { SearchBox } from './SearchBox';
import { siteSections } from './site-sections';

/** The public site's header: logo, sections (a drawer below 1024 px), search, cart, bell and account. Search wraps below on phones. */
export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-line bg-surface/90 backdrop-blur supports-[backdrop-filter]:bg-surface/80">
      <SkipLink />
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 sm:px-6 lg:gap-6">
        <MobileMenu className="lg:hidden" />
        <Logo compact />
        <nav aria-label={m.nav.mainMenu} className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {siteSections.map((section) => (
              <li key={section.to}>
                <NavLink
                  to={section.to}
                  className={({ isActive }) =>
                    cn(
                      'rounded-lg px-3 py-2 text-sm font-medium transition-colors hover:bg-sunken hover:text-ink',
                      isActive ? 'text-brand-700' : 'text-ink-soft',
                    )
                  }
                >
                  {section.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <SearchBox className="hidden flex-1 md:block md:max-w-md" />
        <div className="ml-auto">
          <HeaderActions />
        </div>
      </div>
      <div className="px-4 pb-3 md:hidden">
        <SearchBox />
      </div>
    </header>
  );
}
