import * as Menu from '@radix-ui/react-dropdown-menu';
import type { UserDto } from '@market/contract';
import {
  Bell,
  BookOpen,
  CalendarClock,
  ChevronDown,
  LogOut,
  ReceiptText,
  ShieldCheck,
  Store,
  Ticket,
  Undo2,
  UserRound,
  GraduationCap,
  Heart,
  Rocket,
  Crown,
  type LucideIcon,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { hasRole } from '../../features/auth/session';
import { useLogout } from '../../features/auth/use-logout';
import { useIsMember } from '../../features/memberships/subscriptions.api';
import { m } from '../../lib/messages';
import { rm } from '../../lib/reskills-messages';
import { sm } from '../../lib/subscription-messages';

function initials(name: string): string {
  const parts = name.trim().split(/\s+/);
  const last = parts.at(-1) ?? '';
  return (last[0] ?? '?').toUpperCase();
}

export function Avatar({ user, className = 'size-8' }: { user: UserDto; className?: string }) {
  if (user.avatar) return <img src={user.avatar} alt="" className={`${className} rounded-full object-cover`} />;
  return (
    // The initial is drawn, not written: as text it would read as part of the menu button's label ("CLý Minh Châu").
    <span
      aria-hidden
      data-initial={initials(user.fullName)}
      className={`${className} inline-flex items-center justify-center rounded-full bg-brand-100 text-sm font-semibold text-brand-700 before:content-[attr(data-initial)]`}
    />
  );
}

const itemClass =
  'flex cursor-pointer items-center gap-2.5 rounded-lg px-3 py-2 text-sm text-ink-soft outline-none select-none data-[highlighted]:bg-sunken data-[highlighted]:text-ink';

function MenuLink({ to, icon, children }: { to: string; icon: ReactNode; children: ReactNode }) {
  return (
    <Menu.Item asChild className={itemClass}>
      <Link to={to}>
        {icon}
        {children}
      </Link>
    </Menu.Item>
  );
}

/** The menu's entries in their order; `shows` keeps one for the roles it is for. */
const ENTRIES: readonly { to: string; Icon: LucideIcon; label: string; shows?: (user: UserDto) => boolean }[] = [
  { to: '/account/profile', Icon: UserRound, label: m.nav.account },
  { to: '/me/orders', Icon: ReceiptText, label: m.nav.orders },
  { to: '/me/refunds', Icon: Undo2, label: m.refunds.nav },
  { to: '/me/tickets', Icon: Ticket, label: m.bookings.nav.tickets },
  { to: '/me/bookings', Icon: CalendarClock, label: m.bookings.nav.bookings },
  { to: '/me/learning', Icon: GraduationCap, label: m.myLearning.title },
  { to: '/me/ebooks', Icon: BookOpen, label: m.myEbooks.title },
  { to: '/me/reskills', Icon: Rocket, label: rm.mine.title },
  { to: '/me/subscription', Icon: Crown, label: sm.mine.title },
  { to: '/me/saved', Icon: Heart, label: m.saved.nav },
  { to: '/notifications', Icon: Bell, label: m.nav.notifications },
  { to: '/studio', Icon: Store, label: m.nav.studio, shows: (user) => hasRole(user.role, 'HOST') },
  { to: '/admin', Icon: ShieldCheck, label: m.nav.admin, shows: (user) => user.role === 'ADMIN' },
];

/** "Hội viên" beside the name while a subscription grants access (one cached read of /subscriptions/me). */
function MemberBadge({ className = 'hidden sm:inline-flex' }: { className?: string }) {
  return (
    <span
      data-testid="member-badge"
      className={`${className} shrink-0 items-center gap-1 rounded-full bg-warning-100 px-2 py-0.5 text-xs font-semibold text-warning-700`}
    >
      <Crown className="size-3" aria-hidden />
      {sm.mine.badge}
    </span>
  );
}

/** The signed-in person's name (always visible) opening their menu: account, studio, console, logout. */
export function UserMenu({ user }: { user: UserDto }) {
  const logout = useLogout();
  const isMember = useIsMember();
  return (
    <Menu.Root modal={false}>
      <Menu.Trigger
        aria-label={m.nav.accountMenu(user.fullName)}
        className="inline-flex h-10 max-w-44 items-center gap-2 rounded-full py-1 pr-2 pl-1 text-sm font-medium text-ink transition-colors hover:bg-sunken data-[state=open]:bg-sunken sm:max-w-56"
      >
        <Avatar user={user} />
        <span data-testid="user-name" className="max-w-[6.5rem] truncate sm:max-w-40">
          {user.fullName}
        </span>
        {isMember ? <MemberBadge /> : null}
        <ChevronDown className="size-4 shrink-0 text-muted" aria-hidden />
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content align="end" sideOffset={8} className="z-50 w-64 animate-pop-in rounded-xl border border-line bg-surface p-1.5 shadow-pop">
          <div className="px-3 py-2">
            <p className="truncate text-sm font-semibold text-ink">{user.fullName}</p>
            <p className="truncate text-xs text-muted">{user.email ?? user.phone}</p>
            {isMember ? <MemberBadge className="mt-1 inline-flex" /> : null}
          </div>
          <Menu.Separator className="my-1 h-px bg-line" />
          {ENTRIES.filter((entry) => entry.shows?.(user) ?? true).map(({ to, Icon, label }) => (
            <MenuLink key={to} to={to} icon={<Icon className="size-4" aria-hidden />}>
              {label}
            </MenuLink>
          ))}
          <Menu.Separator className="my-1 h-px bg-line" />
          <Menu.Item className={itemClass} onSelect={() => logout.mutate()} disabled={logout.isPending}>
            <LogOut className="size-4" aria-hidden />
            {m.nav.logout}
          </Menu.Item>
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}
