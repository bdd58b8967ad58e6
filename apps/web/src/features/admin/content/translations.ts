import { cmsTypePath, type CmsContentType } from '@market/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { cmsKeys } from '../../../lib/cms';
import { cmsAdminKeys, cmsCall, type Entry } from './cms-admin';

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
