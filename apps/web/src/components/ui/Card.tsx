import type { HTMLAttributes, ReactNode } from 'react';
import { cn } from '../../lib/cn';

/**
 * The frame of a card that links somewhere (an event, a course, a product...): lifts and rings on
 * hover and keyboard focus. The card's own link stretches over it (`after:absolute after:inset-0`).
 */
export const linkCardClass =
  'group relative flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-surface shadow-card transition focus-within:ring-2 focus-within:ring-brand-500 hover:-translate-y-0.5 hover:border-brand-200 hover:shadow-pop';

/** A white, softly bordered surface: the building block of every page. */
export function Card({ className, ...rest }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn('rounded-2xl border border-line bg-surface shadow-card', className)} {...rest} />;
}

interface CardHeaderProps {
  title: ReactNode;
  description?: ReactNode;
  /** Buttons or links on the right of the title. */
  actions?: ReactNode;
  /** The heading level; pages use h1 in their own header, so cards default to h2. */
  as?: 'h1' | 'h2' | 'h3';
  className?: string;
}

export function CardHeader({ title, description, actions, as: Heading = 'h2', className }: CardHeaderProps) {
  return (
    <div className={cn('flex flex-col gap-3 border-b border-line px-5 py-4 sm:flex-row sm:items-start sm:justify-between sm:px-6', className)}>
      <div className="min-w-0">
        <Heading className="text-base font-semibold text-ink">{title}</Heading>
        {description ? <p className="mt-1 text-sm text-muted">{description}</p> : null}
      </div>
      {actions ? <div className="flex shrink-0 flex-wrap items-center gap-2">{actions}</div> : null}
    </div>
  );
}

export function CardBody({ className, ...rest }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn('px-5 py-5 sm:px-6', className)} {...rest} />;
}
