import { m } from '../../lib/messages';

/** The first thing a keyboard reaches: a jump past the header to the page's `#main`. */
export function SkipLink() {
  return (
    <a
      href="#main"
      className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded-lg focus:bg-surface focus:px-3 focus:py-2 focus:shadow-pop"
    >
      {m.nav.skipToContent}
    </a>
  );
}
