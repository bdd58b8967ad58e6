import { m } from '../../lib/messages';
import { rm } from '../../lib/reskills-messages';

/** What the site offers, in the order the header, the phone menu and the footer list it. */
export const siteSections = [
  { to: '/events', label: m.nav.events },
  { to: '/courses', label: m.nav.courses },
  { to: '/ebooks', label: m.nav.ebooks },
  { to: '/combos', label: m.nav.combos },
  { to: '/calendars', label: m.calendars.title },
  { to: '/hosts', label: m.menu.hosts },
  { to: '/reskills', label: rm.nav },
  { to: '/blog', label: m.posts.types.BLOG },
  { to: '/memberships', label: m.nav.memberships },
] as const;
