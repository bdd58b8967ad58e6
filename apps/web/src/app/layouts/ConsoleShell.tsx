import { Menu as MenuIcon, X } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { NavLink, Outlet } from 'react-router';
import { Badge } from '../../components/ui/Badge';
import { Logo } from '../../components/ui/Logo';
import { cn } from '../../lib/cn';
import { m } from '../../lib/messages';
import { HeaderActions } from './HeaderActions';

export interface ConsoleNavItem {
  to: string;
  label: string;
  icon: ReactNode;
  /** Exact match only (for the section's home). */
  end?: boolean;
  /** Shown greyed with "Sắp có": the screen arrives in a later release. */
  soon?: boolean;
}

interface ConsoleShellProps {
  /** "Quản trị" or "Studio": shown beside the logo. */
  title: string;
  /** The sidebar's accessible name. */
  navLabel: string;
  items: readonly ConsoleNavItem[];
}

function SidebarNav({ items, navLabel, onNavigate }: { items: readonly ConsoleNavItem[]; navLabel: string; onNavigate: () => void }) {
  return (
    <nav aria-label={navLabel}>
      <ul className="space-y-0.5">
        {items.map((item) =>
          item.soon ? (
            <li key={item.to}>
              <span aria-disabled="true" className="flex items-center gap-3 rounded-lg px-3 py-2 text-sm text-subtle">
                <span className="[&_svg]:size-4.5" aria-hidden>
                  {item.icon}
                </span>
                <span className="flex-1">{item.label}</span>
                <Badge>{m.common.comingSoon}</Badge>
              </span>
            </li>
          ) : (
            <li key={item.to}>
              <NavLink
                to={item.to}
                end={item.end}
                onClick={onNavigate}
                className={({ isActive }) =>
                  cn(
                    'flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium transition-colors',
                    isActive ? 'bg-brand-50 text-brand-700' : 'text-ink-soft hover:bg-sunken hover:text-ink',
                  )
                }
              >
                <span className="[&_svg]:size-4.5" aria-hidden>
                  {item.icon}
                </span>
                {item.label}
              </NavLink>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}

/** The studio's and the console's frame: a top bar, a sidebar (a drawer on phones) and the page. */
export function ConsoleShell({ title, navLabel, items }: ConsoleShellProps) {
  const [open, setOpen] = useState(false);

  return (
    <div className="flex min-h-dvh flex-col bg-canvas">
      <header className="sticky top-0 z-40 flex h-16 items-center gap-3 border-b border-line bg-surface px-4 sm:px-6">
        <button
          type="button"
          className="inline-flex size-10 items-center justify-center rounded-lg text-ink-soft hover:bg-sunken lg:hidden"
          aria-label={open ? m.common.closeMenu : m.common.openMenu}
          aria-expanded={open}
          aria-controls="console-sidebar"
          onClick={() => setOpen((value) => !value)}
        >
          {open ? <X className="size-5" aria-hidden /> : <MenuIcon className="size-5" aria-hidden />}
        </button>
        <Logo compact />
        <span className="hidden h-6 w-px bg-line sm:block" aria-hidden />
        <span className="text-sm font-semibold whitespace-nowrap text-brand-700">{title}</span>
        <div className="ml-auto">
          <HeaderActions showCart={false} />
        </div>
      </header>
      <div className="mx-auto flex w-full max-w-[1400px] flex-1">
        <aside
          id="console-sidebar"
          className={cn(
            'fixed inset-y-16 left-0 z-30 w-64 shrink-0 overflow-y-auto border-r border-line bg-surface p-4 transition-transform lg:sticky lg:top-16 lg:h-[calc(100dvh-4rem)] lg:translate-x-0',
            open ? 'translate-x-0 shadow-pop' : '-translate-x-full',
          )}
        >
          <SidebarNav items={items} navLabel={navLabel} onNavigate={() => setOpen(false)} />
        </aside>
        {open ? <div className="fixed inset-0 top-16 z-20 bg-ink/30 lg:hidden" aria-hidden onClick={() => setOpen(false)} /> : null}
        <main id="main" className="min-w-0 flex-1 px-4 py-6 sm:px-6 lg:px-10 lg:py-8">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
