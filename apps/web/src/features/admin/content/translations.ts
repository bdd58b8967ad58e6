import { cmsTypePath, type CmsContentType, type CmsFields } from '@market/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { cmsKeys } from '../../../lib/cms';
import { cmsAdminKeys, cmsCall, type Entry } from './cms-admin';
import { typeById } from './content-types';

/** The other locales' entries of an entry's document (Strapi i18n's `localizations`), drafts included. */
export function useTranslations(type: CmsContentType, id: number, enabled: boolean) {
  return useQuery({
    queryKey: cmsAdminKeys.key('translations', type.singularName, id),
    queryFn: async ({ signal }) => {
      const query = { publicationState: 'preview', populate: 'localizations' };
      const answer = await cmsCall<{ data: Entry & { attributes: { localizations?: { data: Entry[] } } } }>('GET', `${cmsTypePath(type)}/${id}`, {
        query,
        signal,
      });
      return answer.data.attributes.localizations?.data ?? [];
    },
    enabled,
  });
}

/**
 * A new entry in another locale, linked to the source's document (`POST /{plural}/:id/localizations`,
 * a bare body with its `locale`): started from the source's fields, as a draft when the type has drafts.
 */
export function useCreateTranslation(type: CmsContentType) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ sourceId, locale, data }: { sourceId: number; locale: string; data: Record<string, unknown> }) =>
      cmsCall<{ id: number; locale: string }>('POST', `${cmsTypePath(type)}/${sourceId}/localizations`, {
        body: { ...data, ...(type.draftAndPublish ? { publishedAt: null } : {}), locale },
      }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: cmsAdminKeys.all });
      void client.invalidateQueries({ queryKey: cmsKeys.all });
    },
  });
}

/** The fields of a copy: it and its component items lose their ids (the copy's items are its own). */
export function copyOf(data: Record<string, unknown>): Record<string, unknown> {
  const strip = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(strip);
    if (value && typeof value === 'object') {
      const { id: _id, ...rest } = value as Record<string, unknown>;
      return Object.fromEntries(Object.entries(rest).map(([k, v]) => [k, strip(v)]));
    }
    return value;
  };
  return strip(data) as Record<string, unknown>;
}

/** The relation fields of `fields` (and of its components), with the value each holds in `data`. */
function eachRelation(fields: CmsFields, data: Record<string, unknown>, visit: (target: string, name: string, owner: Record<string, unknown>) => void) {
  for (const [name, field] of Object.entries(fields)) {
    const value = data[name];
    if (field.type === 'relation') visit(field.target, name, data);
    else if (field.type === 'component' && value && typeof value === 'object') {
      for (const item of Array.isArray(value) ? value : [value]) eachRelation(field.fields, item as Record<string, unknown>, visit);
    }
  }
}

const idsIn = (value: unknown): number[] =>
  (Array.isArray(value) ? value : value === null || value === undefined ? [] : [value]).filter((id): id is number => typeof id === 'number');
const PAGE = 100;

/**
 * A translation's links. An entry of a localized type belongs to its locale: the copy links to that entry's
 * translation in the new locale, and leaves out those not translated yet (the editor picks them again), instead of
 * linking a page in English to Vietnamese entries. Links to types without locales are kept as they are.
 */
export async function linksInLocale(
  type: CmsContentType,
  data: Record<string, unknown>,
  locale: string,
): Promise<{ data: Record<string, unknown>; dropped: number }> {
  const wanted = new Map<CmsContentType, Set<number>>();
  eachRelation(type.attributes, data, (target, name, owner) => {
    const related = typeById(target);
    if (!related?.localized) return;
    const ids = wanted.get(related) ?? new Set<number>();
    for (const id of idsIn(owner[name])) ids.add(id);
    wanted.set(related, ids);
  });
  /** type → source id → its entry in `locale` (absent: not translated). */
  const inLocale = new Map<string, Map<number, number>>();
  for (const [related, ids] of wanted) {
    const found = new Map<number, number>();
    const all = [...ids];
    for (let from = 0; from < all.length; from += PAGE) {
      const query: Record<string, string | number> = { locale: 'all', publicationState: 'preview', populate: 'localizations', 'pagination[pageSize]': PAGE };
      all.slice(from, from + PAGE).forEach((id, i) => (query[`filters[id][$in][${i}]`] = id));
      const answer = await cmsCall<{ data: (Entry & { attributes: { localizations?: { data: Entry[] } } })[] }>('GET', cmsTypePath(related), { query });
      for (const entry of answer.data) {
        if (entry.attributes.locale === locale) found.set(entry.id, entry.id);
        const translated = entry.attributes.localizations?.data.find((other) => other.attributes.locale === locale);
        if (translated) found.set(entry.id, translated.id);
      }
    }
    inLocale.set(related.singularName, found);
  }
  let dropped = 0;
  const copy = structuredClone(data);
  eachRelation(type.attributes, copy, (target, name, owner) => {
    const found = inLocale.get(target);
    if (!found) return;
    const ids = idsIn(owner[name]);
    const kept = ids.flatMap((id) => (found.has(id) ? [found.get(id)!] : []));
    dropped += ids.length - kept.length;
    owner[name] = Array.isArray(owner[name]) ? kept : (kept[0] ?? null);
  });
  return { data: copy, dropped };
}
