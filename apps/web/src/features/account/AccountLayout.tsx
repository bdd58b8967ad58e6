import { Bell, Briefcase, CreditCard, FolderHeart, Heart, KeyRound, Landmark, LifeBuoy, Smartphone, Store, Trash, UserRound } from 'lucide-react';
import { NavLink, Outlet } from 'react-router';
import { cn } from '../../lib/cn';
import { m } from '../../lib/messages';
import { cm } from '../../lib/console-messages';
import { cardMessages } from '../../lib/card-messages';
import { layoffMessages } from '../../lib/layoff-messages';
import { hasRole, useSession } from '../auth/session';

const items = [
  { to: '/account/profile', label: m.account.nav.profile, icon: <UserRound /> },
  { to: '/account/experience', label: m.profiles.experienceNav, icon: <Briefcase /> },
  { to: '/account/bank', label: m.profiles.bankNav, icon: <Landmark />, hostOnly: true },
  { to: '/account/phone', label: m.account.nav.phone, icon: <Smartphone /> },
  { to: '/account/password', label: m.account.nav.password, icon: <KeyRound /> },
  { to: '/account/interests', label: m.account.nav.interests, icon: <Heart /> },
  { to: '/account/categories', label: m.account.nav.categories, icon: <FolderHeart /> },
  { to: '/account/notifications', label: m.account.nav.notifications, icon: <Bell /> },
  { to: '/account/cards', label: cardMessages.navLabel, icon: <CreditCard /> },
  { to: '/account/host', label: cm.hosting.navLabel, icon: <Store /> },
  { to: '/account/layoff-support', label: layoffMessages.navLabel, icon: <LifeBuoy /> },
  { to: '/account/delete', label: m.account.nav.delete, icon: <Trash />, danger: true },
];

/** "Tài khoản": a side menu (a scrolling tab row on phones) and the chosen section. */
export function AccountLayout() {
  const { user } = useSession();
  const visible = items.filter((item) => !('hostOnly' in item) || (user && hasRole(user.role, 'HOST')));
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
      <h1 className="text-2xl font-semibold tracking-tight text-ink sm:text-[28px]">{m.account.title}</h1>
      <div className="mt-6 grid gap-6 lg:grid-cols-[240px_minmax(0,1fr)] lg:gap-10">
        <nav aria-label={m.account.navLabel} className="-mx-4 overflow-x-auto px-4 lg:mx-0 lg:overflow-visible lg:px-0">
          <ul className="flex gap-1 lg:flex-col">
            {visible.map((item) => (
              <li key={item.to} className="shrink-0">
                <NavLink
                  to={item.to}
                  className={({ isActive }) =>
                    cn(
                      'flex items-center gap-2.5 rounded-lg px-3 py-2 text-sm font-medium whitespace-nowrap transition-colors [&_svg]:size-4',
                      isActive
                        ? 'bg-brand-50 text-brand-700'
                        : item.danger
                          ? 'text-danger-600 hover:bg-danger-50'
                          : 'text-ink-soft hover:bg-sunken hover:text-ink',
                    )
                  }
                >
                  <span aria-hidden>{item.icon}</span>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="min-w-0">
          <Outlet />
        </div>
      </div>
    </div>
  );
}
