import { NavLink } from 'react-router';
import { Logo } from '../../components/ui/Logo';
import { SkipLink } from '../../components/ui/SkipLink';
import { cn } from '../../lib/cn';
import { m } from '../../lib/messages';
import { HeaderActions } from './HeaderActions';
import { MobileMenu } from './MobileMenu';
import { SearchBox } from './SearchBox';
import { newTabProps, useSiteMenus } from '../../features/content/site-content';

/**
 * The public site's header: logo, sections (the content service's HEADER menus; a drawer below 1280 px: eight sections on one line leave the search room only from
 * there), search, cart, bell and account. Search wraps below on phones.
 */
export function SiteHeader() {
  const { header } = useSiteMenus();
  return (
    <header className="sticky top-0 z-40 border-b border-line bg-surface/90 backdrop-blur supports-[backdrop-filter]:bg-surface/80">
      <SkipLink />
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 sm:px-6 lg:gap-6 xl:gap-4">
        <MobileMenu className="xl:hidden" />
        <Logo compact />
        <nav aria-label={m.nav.mainMenu} className="hidden xl:block">
          <ul className="flex items-center gap-1">
            {header.map((section, index) => (
              <li key={`${index}:${section.to}`}>
                <NavLink
                  to={section.to}
                  {...newTabProps(section)}
                  className={({ isActive }) =>
                    cn(
                      'rounded-lg px-2.5 py-2 text-sm font-medium whitespace-nowrap transition-colors hover:bg-sunken hover:text-ink',
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
