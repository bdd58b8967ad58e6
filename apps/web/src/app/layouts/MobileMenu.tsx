import * as RadixDialog from '@radix-ui/react-dialog';
import { Menu, X } from 'lucide-react';
import { useState } from 'react';
import { NavLink } from 'react-router';
import { Logo } from '../../components/ui/Logo';
import { cn } from '../../lib/cn';
import { m } from '../../lib/messages';
import { newTabProps, useSiteMenus } from '../../features/content/site-content';

/** Below 1024 px the header's sections move into a drawer from the left (focus kept inside, Escape closes). */
export function MobileMenu({ className }: { className?: string }) {
  const [open, setOpen] = useState(false);
  const { mobile } = useSiteMenus();
  return (
    <RadixDialog.Root open={open} onOpenChange={setOpen}>
      <RadixDialog.Trigger asChild>
        <button
          type="button"
          aria-label={m.menu.open}
          className={cn('-ml-2 inline-flex size-10 items-center justify-center rounded-lg text-ink-soft hover:bg-sunken hover:text-ink', className)}
        >
          <Menu className="size-5" aria-hidden />
        </button>
      </RadixDialog.Trigger>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 animate-fade-in bg-ink/40 backdrop-blur-[2px]" />
        <RadixDialog.Content className="fixed inset-y-0 left-0 z-50 flex w-[min(20rem,85vw)] animate-slide-in flex-col bg-surface shadow-pop">
          <div className="flex h-16 items-center justify-between border-b border-line px-4">
            <RadixDialog.Title className="sr-only">{m.menu.title}</RadixDialog.Title>
            <RadixDialog.Description className="sr-only">{m.nav.mainMenu}</RadixDialog.Description>
            <Logo compact />
            <RadixDialog.Close asChild>
              <button
                type="button"
                aria-label={m.menu.close}
                className="inline-flex size-10 items-center justify-center rounded-lg text-muted hover:bg-sunken hover:text-ink"
              >
                <X className="size-5" aria-hidden />
              </button>
            </RadixDialog.Close>
          </div>
          <nav aria-label={m.nav.mainMenu} className="flex-1 overflow-y-auto p-3">
            <p className="px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-subtle uppercase">{m.menu.explore}</p>
            <ul className="flex flex-col gap-0.5">
              {mobile.map((section, index) => (
                <li key={`${index}:${section.to}`}>
                  <NavLink
                    to={section.to}
                    {...newTabProps(section)}
                    onClick={() => setOpen(false)}
                    className={({ isActive }) =>
                      cn('flex h-11 items-center rounded-lg px-3 text-[15px] font-medium hover:bg-sunken', isActive ? 'bg-brand-50 text-brand-700' : 'text-ink')
                    }
                  >
                    {section.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
