import { Award, BadgeCheck, Link2, Printer } from 'lucide-react';
import { useParams } from 'react-router';
import { toast } from '../../lib/toast';
import { PageStates } from '../../app/pages/PageStates';
import { Button } from '../../components/ui/Button';
import { ButtonLink } from '../../components/ui/ButtonLink';
import { m } from '../../lib/messages';
import { usePageTitle } from '../../lib/use-page-title';
import { useCertificate } from './api';
import { formatDay } from './course-format';

const t = m.certificate;

/** `/certificates/:serial`: anyone holding the link can check that a learner finished a course. */
export function CertificatePage() {
  const { serial = '' } = useParams();
  const query = useCertificate(serial);
  usePageTitle(t.title);

  if (!query.isSuccess)
    return (
      <PageStates
        query={query}
        icon={<Award />}
        notFound={{ title: t.notFoundTitle, body: t.notFoundBody }}
        back={{ to: '/courses', label: m.courses.backToCourses }}
      />
    );
  const certificate = query.data;
  const copy = () =>
    navigator.clipboard?.writeText(window.location.href).then(
      () => toast.success(t.copied),
      () => undefined,
    );
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <p className="mb-4 inline-flex items-center gap-2 rounded-full bg-success-50 px-3 py-1 text-sm font-medium text-success-700 print:hidden">
        <BadgeCheck className="size-4" aria-hidden />
        {t.verified}
      </p>
      <article className="rounded-3xl border-4 border-double border-brand-200 bg-surface px-6 py-10 text-center shadow-card sm:px-12 sm:py-14">
        <Award className="mx-auto size-12 text-brand-600" aria-hidden />
        <h1 className="mt-4 text-sm font-semibold tracking-[0.2em] text-brand-700 uppercase">{t.title}</h1>
        <p className="mt-6 text-ink-soft">{t.awardedTo}</p>
        <p className="mt-2 text-2xl font-semibold text-ink sm:text-3xl">{certificate.learnerName}</p>
        <p className="mt-4 text-ink-soft">{t.completed}</p>
        <p className="mt-2 text-xl font-semibold text-balance text-ink">{certificate.course.title}</p>
        <p className="mt-2 text-sm text-muted">{t.taughtBy(certificate.hostName)}</p>
        <dl className="mt-8 flex flex-wrap justify-center gap-x-10 gap-y-2 text-sm">
          <div>
            <dt className="text-muted">{t.serial}</dt>
            <dd className="font-mono font-medium text-ink">{certificate.serial}</dd>
          </div>
          <div>
            <dt className="sr-only">{t.issuedAt('')}</dt>
            <dd className="text-ink-soft">{t.issuedAt(formatDay(certificate.issuedAt))}</dd>
          </div>
        </dl>
      </article>
      <div className="mt-6 flex flex-wrap justify-center gap-3 print:hidden">
        <Button variant="secondary" onClick={() => window.print()}>
          <Printer className="size-4" aria-hidden />
          {t.print}
        </Button>
        <Button variant="ghost" onClick={() => void copy()}>
          <Link2 className="size-4" aria-hidden />
          {t.copyLink}
        </Button>
        <ButtonLink to={`/courses/${certificate.course.slug}`} variant="ghost">
          {t.viewCourse}
        </ButtonLink>
      </div>
    </div>
  );
}
