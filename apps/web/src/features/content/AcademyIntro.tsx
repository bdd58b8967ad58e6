import { cmsList, useCmsHomeAcademy } from '../../lib/cms';
import { RichText } from './RichText';

/**
 * The content service's academy home blocks (subtitle, intro, numbers) under the platform academy's
 * title. The academy's parts are the page's substance: while the service loads, fails or is empty
 * this shows nothing.
 */
export function AcademyIntro() {
  const page = useCmsHomeAcademy().data?.data?.attributes;
  if (!page) return null;
  const stats = cmsList(page.stats);
  return (
    <div data-testid="academy-intro" className="mt-4">
      {page.subtitle ? <p className="font-medium text-ink">{page.subtitle}</p> : null}
      <RichText text={page.intro} className="mt-2 text-ink-soft" />
      {stats.length ? (
        <dl className="mt-4 flex flex-wrap gap-8">
          {stats.map((stat, i) => (
            <div key={i}>
              <dt className="text-sm text-muted">{stat.label}</dt>
              <dd className="text-2xl font-semibold text-ink">{stat.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </div>
  );
}
