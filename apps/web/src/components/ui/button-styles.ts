import { cn } from '../../lib/cn';

/** `inverse` and `inverse-ghost` sit on dark (brand) backgrounds. */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'inverse' | 'inverse-ghost';
export type ButtonSize = 'sm' | 'md' | 'lg' | 'icon';

const base =
  'inline-flex shrink-0 items-center justify-center gap-2 rounded-lg font-medium whitespace-nowrap transition-colors ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 ' +
  'disabled:cursor-not-allowed disabled:opacity-60 select-none';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-brand-600 text-white shadow-sm hover:bg-brand-700 active:bg-brand-800',
  secondary: 'border border-line-strong bg-surface text-ink shadow-sm hover:bg-sunken active:bg-line',
  ghost: 'text-ink-soft hover:bg-sunken hover:text-ink active:bg-line',
  danger: 'bg-danger-600 text-white shadow-sm hover:bg-danger-700 focus-visible:outline-danger-500',
  inverse: 'bg-white text-brand-900 shadow-sm hover:bg-brand-50 active:bg-brand-100 focus-visible:outline-white',
  'inverse-ghost': 'text-white ring-1 ring-white/25 ring-inset hover:bg-white/10 active:bg-white/15 focus-visible:outline-white',
};

const sizes: Record<ButtonSize, string> = {
  sm: 'h-9 px-3 text-sm',
  md: 'h-11 px-4 text-[15px]',
  lg: 'h-12 px-6 text-base',
  icon: 'size-10 p-0',
};

/** The classes of a button, for links that must look like one. */
export function buttonClasses(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', className?: string): string {
  return cn(base, variants[variant], sizes[size], className);
}
