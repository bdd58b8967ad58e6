import * as RadixDialog from '@radix-ui/react-dialog';
import { Menu as MenuIcon, X } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
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

/**
 * The studio's and the console's frame: a top bar, a sidebar and the page. Below 1024 px the sidebar
 * is a drawer (a modal dialog: focus kept inside, Escape or a chosen section closes it, the focus
 * goes back to its button); while closed it is out of the way of the keyboard and screen readers.
 */
export function ConsoleShell({ title, navLabel, items }: ConsoleShellProps) {
  const [open, setOpen] = useState(false);
  // A tablet turned to landscape shows the sidebar itself: the drawer (and its focus trap) goes.
  useEffect(() => {
    if (!open || typeof window.matchMedia !== 'function') return;
    const wide = window.matchMedia('(min-width: 1024px)');
    const closeIfWide = () => wide.matches && setOpen(false);
    closeIfWide();
    wide.addEventListener('change', closeIfWide);
    return () => wide.removeEventListener('change', closeIfWide);
  }, [open]);

  return (
    <div className="flex min-h-dvh flex-col bg-canvas">
      <header className="sticky top-0 z-40 flex h-16 items-center gap-3 border-b border-line bg-surface px-4 sm:px-6">
        <RadixDialog.Root open={open} onOpenChange={setOpen}>
          <RadixDialog.Trigger asChild>
            <button
              type="button"
              className="inline-flex size-10 items-center justify-center rounded-lg text-ink-soft hover:bg-sunken lg:hidden"
              aria-label={m.common.openMenu}
            >
              <MenuIcon className="size-5" aria-hidden />
            </button>
          </RadixDialog.Trigger>
          <RadixDialog.Portal>
            <RadixDialog.Overlay className="fixed inset-0 z-50 animate-fade-in bg-ink/40 backdrop-blur-[2px] lg:hidden" />
            <RadixDialog.Content className="fixed inset-y-0 left-0 z-50 flex w-[min(18rem,85vw)] animate-slide-in flex-col bg-surface shadow-pop lg:hidden">
              <div className="flex h-16 shrink-0 items-center justify-between border-b border-line px-4">
                <RadixDialog.Title className="text-sm font-semibold text-brand-700">{title}</RadixDialog.Title>
                <RadixDialog.Description className="sr-only">{navLabel}</RadixDialog.Description>
                <RadixDialog.Close asChild>
                  <button
                    type="button"
                    aria-label={m.common.closeMenu}
                    className="inline-flex size-10 items-center justify-center rounded-lg text-muted hover:bg-sunken hover:text-ink"
                  >
                    <X className="size-5" aria-hidden />
                  </button>
                </RadixDialog.Close>
              </div>
              <div className="flex-1 overflow-y-auto p-4">
                <SidebarNav items={items} navLabel={navLabel} onNavigate={() => setOpen(false)} />
              </div>
            </RadixDialog.Content>
          </RadixDialog.Portal>
        </RadixDialog.Root>
        <Logo compact />
        <span className="hidden h-6 w-px bg-line sm:block" aria-hidden />
        <span className="text-sm font-semibold whitespace-nowrap text-brand-700">{title}</span>
        <div className="ml-auto">
          <HeaderActions showCart={false} />
        </div>
      </header>
      <div className="mx-auto flex w-full max-w-[1400px] flex-1">
        <aside className="sticky top-16 hidden h-[calc(100dvh-4rem)] w-64 shrink-0 overflow-y-auto border-r border-line bg-surface p-4 lg:block">
          <SidebarNav items={items} navLabel={navLabel} onNavigate={() => undefined} />
        </aside>
        <main id="main" className="min-w-0 flex-1 px-4 py-6 sm:px-6 lg:px-10 lg:py-8">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
