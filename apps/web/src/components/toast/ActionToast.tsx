import type { ToastContentProps } from 'react-toastify';

interface ActionToastProps extends Partial<ToastContentProps> {
  text: string;
  actionLabel: string;
  onAction: () => void;
}

/**
 * A toast's text with one action under it ("Xem giỏ hàng", "Hoàn tác"). Toasts live outside the
 * router, so the action is a callback made where the router is at hand, not a `<Link>`.
 */
export function ActionToast({ text, actionLabel, onAction, closeToast }: ActionToastProps) {
  return (
    <div className="flex flex-col items-start gap-1.5">
      <p>{text}</p>
      <button
        type="button"
        className="text-sm font-semibold text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500"
        onClick={() => {
          onAction();
          closeToast?.();
        }}
      >
        {actionLabel}
      </button>
    </div>
  );
}
