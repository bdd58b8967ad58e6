import type * as ReactToastify from 'react-toastify';
import type { ToastContent, ToastOptions } from 'react-toastify';

type Toastify = typeof ReactToastify;
type Show = (content: ToastContent, options?: ToastOptions) => void;

let library: Promise<Toastify> | undefined;
/** react-toastify, fetched once: by the toast area as soon as the app is on screen, or by a first toast. */
const loadToastify = (): Promise<Toastify> => (library ??= import('react-toastify'));

// react-toastify keeps a toast asked for before its area is on screen, and shows one id only once.
const later = (show: (toast: Toastify['toast']) => unknown) => void loadToastify().then(({ toast }) => show(toast));

const kind =
  (name: 'success' | 'error' | 'info' | 'warning'): Show =>
  (content, options) =>
    later((toast) => toast[name](content, options));

/**
 * react-toastify's `toast`, loaded after first paint: no page shows a toast before it has drawn, and
 * the library was about 8 KB of the first JavaScript of every page. Answers nothing (toasts are
 * only shown here, never updated or dismissed by id).
 */
export const toast: Show & Record<'success' | 'error' | 'info' | 'warning', Show> = Object.assign(
  ((content, options) => later((show) => show(content, options))) as Show,
  { success: kind('success'), error: kind('error'), info: kind('info'), warning: kind('warning') },
);
