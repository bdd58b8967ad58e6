import type { SavedItemType } from '@market/contract';
import { Heart } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router';
import { buttonClasses } from '../../components/ui/button-styles';
import { cn } from '../../lib/cn';
import { m } from '../../lib/messages';
import { loginPath } from '../auth/next-path';
import { useSession } from '../auth/session';
import { useSavedToggle } from './api';
import { rememberPendingSave } from './pending-save';

const t = m.saved;

interface SaveButtonProps {
  type: SavedItemType;
  id: string;
  /** `overlay`: a round heart over a card's picture (above the card's stretched link); `button`: a heart with its word, on a page. */
  look?: 'overlay' | 'button';
  /** A `button` as wide as its place. */
  fullWidth?: boolean;
  className?: string;
}

/**
 * The heart: saves or unsaves at once (aria-pressed tells which), named "Lưu" / "Bỏ lưu". A visitor
 * is sent to sign in and brought back to the page they were on, the thing saved on their return.
 */
export function SaveButton({ type, id, look = 'overlay', fullWidth = false, className }: SaveButtonProps) {
  const { user } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const { saved, toggle } = useSavedToggle(user?.id ?? null, type, id);
  const label = saved ? t.unsave : t.save;
  const onClick = () => {
    if (user) return toggle.mutate(!saved);
    // Kept through the sign-in and saved once back (useSaveAfterSignIn).
    rememberPendingSave({ type, id });
    void navigate(loginPath(`${location.pathname}${location.search}`));
  };
  const heart = <Heart className={cn('size-5', saved ? 'fill-danger-600 text-danger-600' : 'text-ink-soft')} aria-hidden />;
  if (look === 'button') {
    return (
      <div className={className}>
        <button type="button" aria-pressed={saved} onClick={onClick} className={buttonClasses('secondary', 'md', fullWidth ? 'w-full' : undefined)}>
          {heart}
          {label}
        </button>
      </div>
    );
  }
  return (
    <button
      type="button"
      aria-pressed={saved}
      aria-label={label}
      title={label}
      onClick={onClick}
      className={cn(
        'z-10 inline-flex size-10 items-center justify-center rounded-full bg-surface/95 shadow-sm transition-colors hover:bg-surface',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500',
        className,
      )}
    >
      {heart}
    </button>
  );
}
