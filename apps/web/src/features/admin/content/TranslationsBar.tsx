import { CMS_LOCALES, type CmsContentType } from '@market/contract';
import { Languages, Plus } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Badge } from '../../../components/ui/Badge';
import { Button } from '../../../components/ui/Button';
import { cmsAdminMessages } from '../../../lib/cms-admin-messages';
import { cmsConsoleMessages } from '../../../lib/cms-console-messages';
import { toast } from '../../../lib/toast';
import type { Entry } from './cms-admin';
import { dataOf, entryTitle, typeLink, type FormValues } from './content-types';
import { copyOf, linksInLocale, useCreateTranslation, useTranslations } from './translations';

const t = cmsAdminMessages.translations;
const language = (locale: string) => cmsConsoleMessages.locales[locale] ?? locale;

/**
 * An entry's translations, as Strapi's editor shows them: each locale of the document, the one edited,
 * the others to open, and "Thêm bản dịch" for a locale it lacks (started from the fields as they are).
 */
export function TranslationsBar({ type, entry, values }: { type: CmsContentType; entry: Entry; values: FormValues }) {
  const navigate = useNavigate();
  const translations = useTranslations(type, entry.id, true);
  const create = useCreateTranslation(type);
  const current = entry.attributes.locale ?? 'vi';
  const byLocale = new Map((translations.data ?? []).map((e) => [e.attributes.locale ?? '', e]));

  const [linking, setLinking] = useState<string | null>(null);

  async function add(locale: string) {
    setLinking(locale);
    let links: Awaited<ReturnType<typeof linksInLocale>>;
    try {
      links = await linksInLocale(type, copyOf(dataOf(type.attributes, values)), locale);
    } catch (failure) {
      toast.error(failure instanceof Error && failure.message ? failure.message : t.failed);
      return;
    } finally {
      setLinking(null);
    }
    create.mutate(
      { sourceId: entry.id, locale, data: links.data },
      {
        onSuccess: (created) => {
          toast.success(t.added(language(locale)));
          if (links.dropped) toast.info(t.linksLeftOut(links.dropped, language(locale)));
          void navigate(`${typeLink(type)}/${created.id}?locale=${locale}`);
        },
        onError: (failure) => toast.error(failure.message || t.failed),
      },
    );
  }

  return (
    <section aria-labelledby="entry-translations" className="mb-5 rounded-xl border border-line bg-sunken/40 px-4 py-3">
      <h2 id="entry-translations" className="mb-2 flex items-center gap-2 text-sm font-semibold text-ink">
        <Languages className="size-4" aria-hidden />
        {t.heading}
      </h2>
      {translations.isError ? (
        <p className="text-sm text-danger-600">{t.loadFailed}</p>
      ) : (
        <ul className="flex flex-wrap items-center gap-2" aria-busy={translations.isPending}>
          {CMS_LOCALES.map((locale) => {
            if (locale === current) {
              return (
                <li key={locale}>
                  <Badge tone="brand" aria-current="page">
                    {t.current(language(locale))}
                  </Badge>
                </li>
              );
            }
            const other = byLocale.get(locale);
            if (other) {
              return (
                <li key={locale} className="flex items-center gap-1.5">
                  <Link
                    to={`${typeLink(type)}/${other.id}?locale=${locale}`}
                    className="text-sm font-medium text-brand-700 hover:underline"
                    title={entryTitle(type, other)}
                  >
                    {t.open(language(locale))}
                  </Link>
                  {type.draftAndPublish ? (
                    <Badge tone={other.attributes.publishedAt ? 'success' : 'warning'}>
                      {other.attributes.publishedAt ? cmsConsoleMessages.published : cmsConsoleMessages.draft}
                    </Badge>
                  ) : null}
                </li>
              );
            }
            return translations.isPending ? null : (
              <li key={locale}>
                <Button
                  size="sm"
                  variant="secondary"
                  leadingIcon={<Plus className="size-4" aria-hidden />}
                  loading={linking === locale || (create.isPending && create.variables?.locale === locale)}
                  disabled={linking !== null || create.isPending}
                  onClick={() => void add(locale)}
                >
                  {t.add(language(locale))}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <p className="mt-2 text-xs text-muted">{t.hint}</p>
    </section>
  );
}
