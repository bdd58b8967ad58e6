import { CircleCheck, Info, TriangleExclamationPoint } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

type Tone = 'info' | 'success' | 'warning';

const tones: Record<Tone, { box: string; icon: ReactNode }> = {
  info: { box: 'border-brand-200 bg-brand-50 text-brand-900', icon: <Info className="size-5 text-brand-600" aria-hidden /> },
  success: { box: 'border-success-100 bg-success-50 text-success-700', icon: <CircleCheck className="size-5 text-success-600" aria-hidden /> },
  warning: { box: 'border-warning-100 bg-warning-50 text-warning-700', icon: <TriangleExclamationPoint className="size-5 text-warning-500" aria-hidden /> },
};

interface CalloutProps {
  tone?: Tone;
  title?: ReactNode;
  children?: ReactNode;
  action?: ReactNode;
  className?: string;
}

/** An inline notice inside a page or a form. */
export function Callout({ tone = 'info', title, children, action, className }: CalloutProps) {
  return (
    <div role={tone === 'warning' ? 'alert' : 'status'} className={cn('flex gap-3 rounded-xl border px-4 py-3 text-sm', tones[tone].box, className)}>
      <span className="mt-0.5 shrink-0">{tones[tone].icon}</span>
      <div className="min-w-0 flex-1">
        {title ? <p className="font-semibold">{title}</p> : null}
        {children ? <div className={cn('leading-relaxed', title ? 'mt-0.5' : null)}>{children}</div> : null}
        {action ? <div className="mt-3">{action}</div> : null}
      </div>
    </div>
  );
}
