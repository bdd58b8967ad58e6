import type { ReactNode } from 'react';
import { Card, CardBody } from '../../components/ui/Card';
import { cn } from '../../lib/cn';

const tones = {
  brand: 'bg-brand-50 text-brand-600',
  success: 'bg-success-50 text-success-600',
  warning: 'bg-warning-50 text-warning-500',
  neutral: 'bg-sunken text-muted',
};

interface ResultPanelProps {
  icon: ReactNode;
  tone: keyof typeof tones;
  title: string;
  body: ReactNode;
  children?: ReactNode;
}

/** The payment result's card: a big icon, what happened (announced when it changes), then the details. */
export function ResultPanel({ icon, tone, title, body, children }: ResultPanelProps) {
  return (
    <Card>
      <CardBody className="flex flex-col gap-6 py-8 sm:px-8">
        <div className="flex flex-col items-center text-center" aria-live="polite" aria-atomic="true">
          <div className={cn('mb-4 flex size-14 items-center justify-center rounded-2xl [&_svg]:size-7', tones[tone])} aria-hidden>
            {icon}
          </div>
          <h1 className="text-xl font-semibold tracking-tight text-ink sm:text-2xl">{title}</h1>
          <p className="mt-2 max-w-md text-[15px] leading-relaxed text-ink-soft">{body}</p>
        </div>
        {children}
      </CardBody>
    </Card>
  );
}
