import type { ReskillDto } from '@market/contract';
import { GraduationCap } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '../../components/ui/Badge';
import { linkCardClass } from '../../components/ui/Card';
import { rm } from '../../lib/reskills-messages';
import { priceText } from '../events/event-price';
import { HostAvatar } from '../profiles/HostAvatar';

/** A programme on a list: picture, title (the whole card links to its page), host and its lowest price. */
export function ReskillCard({ reskill }: { reskill: ReskillDto }) {
  return (
    <article data-testid="reskill-card" className={linkCardClass}>
      <div className="relative aspect-[16/9] bg-brand-50">
        {reskill.image ? (
          <img src={reskill.image} alt="" loading="lazy" className="size-full object-cover" />
        ) : (
          <div className="flex size-full items-center justify-center text-brand-400" aria-hidden>
            <GraduationCap className="size-10" />
          </div>
        )}
        {reskill.isMain ? <Badge className="absolute top-3 left-3">{rm.list.featured}</Badge> : null}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h2 className="line-clamp-2 font-semibold text-ink">
          <Link to={`/reskills/${reskill.id}`} className="outline-none after:absolute after:inset-0 after:content-['']">
            {reskill.title}
          </Link>
        </h2>
        <p className="flex items-center gap-2 text-sm text-muted">
          <HostAvatar name={reskill.host.fullName} src={reskill.host.avatar} className="size-6 text-[10px]" />
          <span className="truncate">{reskill.host.fullName}</span>
        </p>
        <p className="mt-auto pt-2 font-semibold text-ink">{reskill.fromAmount === null ? rm.list.noPrice : rm.list.from(priceText(reskill.fromAmount))}</p>
      </div>
    </article>
  );
}
