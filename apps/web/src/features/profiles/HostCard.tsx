import type { HostCardDto } from '@market/contract';
import { Link } from 'react-router';
import { Badge } from '../../components/ui/Badge';
import { Card } from '../../components/ui/Card';
import { m } from '../../lib/messages';
import { HostAvatar } from './HostAvatar';

/** A host in a list: photo, name, followers, rank, headline and up to three categories, linking to their page. */
export function HostCard({ host }: { host: HostCardDto }) {
  return (
    <Card className="h-full transition-shadow hover:shadow-pop">
      <Link to={`/hosts/${host.username}`} className="flex h-full flex-col gap-3 p-5">
        <div className="flex items-center gap-3">
          <HostAvatar name={host.fullName} src={host.avatar} className="size-14 text-lg" />
          <div className="min-w-0">
            <p className="truncate font-semibold text-ink">{host.fullName}</p>
            <p className="text-sm text-muted">{m.profiles.followers(host.followerCount)}</p>
          </div>
          {host.topHostRank ? (
            <Badge tone="warning" className="ml-auto">
              {m.profiles.topRank(host.topHostRank)}
            </Badge>
          ) : null}
        </div>
        {host.headline ? <p className="line-clamp-2 text-sm text-ink-soft">{host.headline}</p> : null}
        {host.categories.length ? (
          <div className="mt-auto flex flex-wrap gap-1.5">
            {host.categories.slice(0, 3).map((c) => (
              <Badge key={c.id}>{c.name}</Badge>
            ))}
          </div>
        ) : null}
      </Link>
    </Card>
  );
}
