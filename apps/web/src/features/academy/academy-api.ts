import type { AcademyPartBody } from '@market/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../lib/api';
import * as calls from '../../lib/endpoints.generated';
import { queryKeysFactory } from '../../lib/query-keys';

/** The word naming the platform's own academy in `/api/v1/academy/:id/parts`. */
export const PLATFORM_ACADEMY = 'platform';

/** Query keys: every academy's parts live under `['academy']`, so one save refreshes the public pages too. */
const keys = queryKeysFactory('academy');
export const academyKeys = { ...keys, parts: (academyId: string) => keys.key(academyId, 'parts') };

export const academyApi = {
  parts: (academyId: string, signal?: AbortSignal) => callApi(calls.academy.parts, { params: { id: academyId } }, { signal, toast: false }),
  save: (body: AcademyPartBody) => callApi(calls.academy.savePart, { body }, { toast: false }),
  remove: (id: string) => callApi(calls.academy.removePart, { params: { id } }, { toast: false }),
};

/** The parts of one academy (a host's username or id, or `platform`), by position. */
export function useAcademyParts(academyId: string) {
  return useQuery({
    queryKey: academyKeys.parts(academyId),
    queryFn: ({ signal }) => academyApi.parts(academyId, signal),
    // The server sends them ordered; a stable sort keeps ties in its order.
    select: (list) => ({ data: [...list.data].sort((a, b) => a.position - b.position) }),
  });
}

/** Where an item's link may lead: a page of this app, a web page (opened in a new tab), or nowhere. */
export type ItemTarget = { kind: 'app'; to: string } | { kind: 'web'; href: string } | null;

/**
 * Only `/path` (not `//host`, which browsers read as another site) and http(s) addresses become links:
 * anything else a host typed (javascript:, data:…) is shown as text.
 */
export function itemTarget(link: string | null | undefined): ItemTarget {
  const value = link?.trim();
  if (!value) return null;
  if (value.startsWith('/')) return value.startsWith('//') || value.startsWith('/\\') ? null : { kind: 'app', to: value };
  if (!/^https?:\/\//i.test(value)) return null;
  try {
    return { kind: 'web', href: new URL(value).href };
  } catch {
    return null;
  }
}

/** An item's picture, when its address is one a page may load (http(s) or this site's own path). */
export function imageSource(image: string | null | undefined): string | null {
  const target = itemTarget(image);
  if (!target) return null;
  return target.kind === 'app' ? target.to : target.href;
}
