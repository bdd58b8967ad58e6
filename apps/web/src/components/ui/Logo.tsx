import { Link } from 'react-router';
import { cn } from '../../lib/cn';
import { m } from '../../lib/messages';

/** The mark and the name, linking home. */
export function Logo({ className, compact }: { className?: string; compact?: boolean }) {
  return (
    <Link to="/" className={cn('inline-flex items-center gap-2 rounded-lg font-semibold text-ink', className)} aria-label={m.nav.homeLink}>
      <svg viewBox="0 0 32 32" className="size-8 shrink-0" aria-hidden>
        <rect width="32" height="32" rx="8" className="fill-brand-600" />
        <path d="M9 11.5 16 8l7 3.5-7 3.5-7-3.5Z" fill="#fff" />
        <path d="M11.5 14.2v4.3c0 1.4 2 2.8 4.5 2.8s4.5-1.4 4.5-2.8v-4.3" fill="none" stroke="#fff" strokeWidth="1.8" strokeLinecap="round" />
        <circle cx="23" cy="22.5" r="2.5" className="fill-accent-400" />
      </svg>
      <span className={cn('text-[17px] tracking-tight whitespace-nowrap', compact ? 'hidden sm:inline' : null)}>{m.brand}</span>
    </Link>
  );
}
