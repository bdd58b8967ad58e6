import type { AcademyPartDto } from '@market/contract';
import { ExternalLink, GraduationCap } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '../../lib/cn';
import { imageSource, itemTarget } from './academy-api';
import { m } from '../../lib/messages';

type Item = AcademyPartDto['items'][number];

/** The title of a card: a link that covers the whole card when the item leads somewhere safe. */
function ItemTitle({ item }: { item: Item }) {
  const target = itemTarget(item.link);
  const cover = 'outline-none after:absolute after:inset-0 after:rounded-2xl after:content-[""]';
  if (target?.kind === 'app')
    return (
      <Link to={target.to} className={cover}>
        {item.title}
      </Link>
    );
  if (target?.kind === 'web')
    return (
      <a href={target.href} target="_blank" rel="noopener noreferrer" className={cover}>
        {item.title}
        <ExternalLink className="ml-1 inline size-3.5 align-baseline text-muted" aria-hidden />
        <span className="sr-only"> {m.academy.opensNewTab}</span>
      </a>
    );
  return <>{item.title}</>;
}

/** One item of a part: its picture (if any), title and description. */
export function AcademyItemCard({ item }: { item: Item }) {
  const image = imageSource(item.image);
  const linked = itemTarget(item.link) !== null;
  return (
    <article
      data-testid="academy-item"
      className={cn(
        'relative flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-surface shadow-card',
        linked && 'transition focus-within:ring-2 focus-within:ring-brand-500 hover:-translate-y-0.5 hover:shadow-pop',
      )}
    >
      <div className="aspect-[16/9] bg-brand-50">
        {image ? (
          <img src={image} alt="" loading="lazy" className="size-full object-cover" />
        ) : (
          <div className="flex size-full items-center justify-center text-brand-400" aria-hidden>
            <GraduationCap className="size-10" />
          </div>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-1.5 p-4">
        <h3 className="line-clamp-2 font-semibold text-ink">
          <ItemTitle item={item} />
        </h3>
        {item.description ? <p className="line-clamp-4 text-sm leading-relaxed whitespace-pre-line text-muted">{item.description}</p> : null}
      </div>
    </article>
  );
}
