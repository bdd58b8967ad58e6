import { CloudOff } from 'lucide-react';
import { cn } from '../../lib/cn';
import { m } from '../../lib/messages';
import { Button } from './Button';

interface ErrorStateProps {
  title?: string;
  body?: string;
  onRetry?: () => void;
  retrying?: boolean;
  className?: string;
}

/** What a screen shows when its data could not be loaded, with a way to try again. */
export function ErrorState({ title = m.common.errorTitle, body = m.common.errorHint, onRetry, retrying, className }: ErrorStateProps) {
  return (
    <div role="alert" className={cn('flex flex-col items-center px-6 py-12 text-center', className)}>
      <div className="mb-4 flex size-12 items-center justify-center rounded-2xl bg-danger-50 text-danger-600" aria-hidden>
        <CloudOff className="size-6" />
      </div>
      <p className="text-base font-semibold text-ink">{title}</p>
      <p className="mt-1.5 max-w-sm text-sm text-muted">{body}</p>
      {onRetry ? (
        <Button variant="secondary" className="mt-5" onClick={onRetry} loading={retrying}>
          {m.common.retry}
        </Button>
      ) : null}
    </div>
  );
}
