import { Check } from 'lucide-react';
import { Outlet } from 'react-router';
import { Logo } from '../../components/ui/Logo';
import { m } from '../../lib/messages';

/** Sign-up, sign-in, verify and forgot-password: a form on the right, the promise on the left. */
export function AuthLayout() {
  return (
    <div className="grid min-h-dvh lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
      <aside className="relative hidden overflow-hidden bg-brand-900 p-12 text-white lg:flex lg:flex-col lg:justify-between">
        <div aria-hidden className="absolute -top-24 -right-24 size-96 rounded-full bg-brand-600/40 blur-3xl" />
        <div aria-hidden className="absolute -bottom-32 -left-16 size-96 rounded-full bg-accent-400/20 blur-3xl" />
        <Logo className="relative text-white [&_span]:text-white" />
        <div className="relative max-w-md">
          <p className="text-3xl leading-tight font-semibold">{m.auth.sidePanelTitle}</p>
          <ul className="mt-8 space-y-4">
            {m.auth.sidePanelPoints.map((point) => (
              <li key={point} className="flex items-center gap-3 text-brand-100">
                <span className="flex size-7 items-center justify-center rounded-full bg-white/10">
                  <Check className="size-4" aria-hidden />
                </span>
                {point}
              </li>
            ))}
          </ul>
        </div>
        <p className="relative text-sm text-brand-200">{m.footer.rights(new Date().getFullYear())}</p>
      </aside>
      <div className="flex flex-col">
        <header className="flex h-16 items-center px-5 sm:px-8 lg:hidden">
          <Logo />
        </header>
        <main id="main" className="flex flex-1 items-start justify-center px-5 pt-6 pb-16 sm:px-8 lg:items-center lg:pt-16">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
