import { ToastContainer } from 'react-toastify';
import { m } from '../../lib/messages';

/**
 * The toast area (spec 2 and 9): top right, 300 px wide, 16 px from the edges, at most 4 at once,
 * each with a close button; react-toastify's icons cover info, success, warning, error and loading.
 * Width and offset are set as CSS variables in styles.css.
 */
export function ToastHost() {
  return (
    <ToastContainer
      position="top-right"
      limit={4}
      closeButton
      autoClose={5000}
      newestOnTop
      pauseOnFocusLoss={false}
      draggable="touch"
      theme="light"
      aria-label={m.common.notificationsRegion}
    />
  );
}
