import type * as ReactToastify from 'react-toastify';
import type { Id, ToastContent, ToastOptions } from 'react-toastify';

type Toastify = typeof ReactToastify;
type Show = (content: ToastContent, options?: ToastOptions) => void;

let library: Promise<Toastify> | undefined;
/** react-toastify, fetched once: by the toast area as soon as the app is on screen, or by a first toast. */
export const loadToastify = (): Promise<Toastify> => (library ??= import('react-toastify'));

// Toasts asked for before the library arrived, by id: one text shown once, as react-toastify does
// for toasts already on screen.
const waiting = new Set<Id>();

function later(show: (toast: Toastify['toast']) => unknown, options?: ToastOptions): void {
  const id = options?.toastId;
  if (id !== undefined) {
    if (waiting.has(id)) return;
    waiting.add(id);
  }
  void loadToastify().then(({ toast }) => {
    if (id !== undefined) waiting.delete(id);
    show(toast);
  });
}

const kind =
  (name: 'success' | 'error' | 'info' | 'warning'): Show =>
  (content, options) =>
    later((toast) => toast[name](content, options), options);

/**
 * react-toastify's `toast`, loaded after first paint: no page shows a toast before it has drawn, and
 * the library was about 5 KB of the first JavaScript of every page. Answers nothing (toasts are
 * only shown, never updated or dismissed by id here).
 */
export const toast: Show & Record<'success' | 'error' | 'info' | 'warning', Show> = Object.assign(
  ((content, options) => later((show) => show(content, options), options)) as Show,
  { success: kind('success'), error: kind('error'), info: kind('info'), warning: kind('warning') },
);
