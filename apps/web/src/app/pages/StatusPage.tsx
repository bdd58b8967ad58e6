import type { ReactNode } from 'react';
import { ButtonLink } from '../../components/ui/ButtonLink';
import { m } from '../../lib/messages';

interface StatusPageProps {
  code?: string;
  icon: ReactNode;
  title: string;
  body: string;
  action?: ReactNode;
}

/** A whole-page message: 403, 404, "coming soon", an unexpected error. */
export function StatusPage({ code, icon, title, body, action }: StatusPageProps) {
  return (
    <div className="mx-auto flex w-full max-w-lg flex-1 flex-col items-center justify-center px-6 py-20 text-center">
      <span aria-hidden className="flex size-14 items-center justify-center rounded-2xl bg-brand-50 text-brand-600 [&_svg]:size-7">
        {icon}
      </span>
      {code ? <p className="mt-6 text-sm font-semibold tracking-widest text-brand-600">{code}</p> : null}
      <h1 className="mt-2 text-2xl font-semibold tracking-tight text-ink">{title}</h1>
      <p className="mt-3 text-[15px] leading-relaxed text-muted">{body}</p>
      <div className="mt-8">{action ?? <ButtonLink to="/">{m.common.home}</ButtonLink>}</div>
    </div>
  );
}
