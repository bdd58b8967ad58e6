import { cn } from '../../lib/cn';

/** A round photo, or the initials of the name when there is none. */
export function HostAvatar({ name, src, className }: { name: string; src: string | null; className?: string }) {
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(-2)
    .map((w) => w[0]!.toUpperCase())
    .join('');
  return src ? (
    <img src={src} alt="" className={cn('rounded-full object-cover', className)} />
  ) : (
    <span aria-hidden className={cn('flex items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-700', className)}>
      {initials}
    </span>
  );
}
