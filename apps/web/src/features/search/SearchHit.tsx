import type { SearchHitDto } from '@market/contract';
import { Link } from 'react-router';
import { cn } from '../../lib/cn';
import { formatInstantRange } from '../../lib/vietnam-time';
import { priceText } from '../events/event-price';
import { MemberOnlyBadge } from '../memberships/MemberOnlyBadge';
import { HostAvatar } from '../profiles/HostAvatar';

/** The line under a hit's title: its host, its day and hour in Vietnam, its price, as far as it has them. */
export function hitDetails(hit: SearchHitDto): string {
  return [hit.subtitle, hit.startsAt ? formatInstantRange(hit.startsAt, null) : null, hit.price !== null ? priceText(hit.price) : null]
    .filter(Boolean)
    .join(' · ');
}

/** A hit's picture (a host's round avatar) beside its title and details. */
export function HitSummary({ hit, compact = false }: { hit: SearchHitDto; compact?: boolean }) {
  const size = compact ? 'size-10' : 'size-14';
  return (
    <>
      {hit.kind === 'HOST' ? (
        <HostAvatar name={hit.title} src={hit.image} className={cn(size, 'shrink-0 text-sm')} />
      ) : hit.image ? (
        <img src={hit.image} alt="" loading="lazy" className={cn(size, 'shrink-0 rounded-lg object-cover')} />
      ) : (
        <span aria-hidden className={cn(size, 'shrink-0 rounded-lg bg-brand-50')} />
      )}
      <span className="min-w-0 flex-1">
        <span className={cn('block font-medium text-ink', compact ? 'line-clamp-2' : 'truncate')}>{hit.title}</span>
        <span className="block truncate text-sm text-muted">{hitDetails(hit)}</span>
        {hit.memberOnly ? <MemberOnlyBadge className="mt-1" /> : null}
      </span>
    </>
  );
}

/** One result of `/search`, linking to its page. */
export function SearchHit({ hit }: { hit: SearchHitDto }) {
  return (
    <Link to={hit.link} className="flex items-center gap-3 rounded-xl p-2 hover:bg-sunken focus-visible:outline-2 focus-visible:outline-brand-500">
      <HitSummary hit={hit} />
    </Link>
  );
}
