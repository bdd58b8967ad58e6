import {
  cmsCareerLaunchpad,
  cmsConfigration,
  cmsFaq,
  cmsHomeAcademy,
  cmsMembershipLanding,
  cmsMenuAncestor,
  cmsSection,
  type CmsContentType,
  type CmsFields,
} from '@market/contract';
import { useQuery } from '@tanstack/react-query';
import { queryKeysFactory } from './query-keys';

/**
 * The web's reads of the content service (apps/cms, Strapi v4's REST conventions). The browser asks
 * the server that serves the web, which passes `GET /cms/api/*` on to the service (CMS_URL; see
 * apps/server/src/platform/http/cms-proxy.ts): same origin, nothing to inject at build time.
 * Answers are typed from the declarations in `@market/contract` (packages/contract/src/cms).
 */
export const CMS_BASE = '/cms/api';

/** A stored file as Strapi answers it inside a populated media field. */
export interface CmsFile {
  id: number;
  attributes: { url: string; alternativeText?: string | null; width?: number | null; height?: number | null; mime?: string };
}
export interface CmsEntry<A> {
  id: number;
  attributes: A;
}
type Linked = { data: CmsEntry<Record<string, unknown>> | CmsEntry<Record<string, unknown>>[] | null };

type Repeatable<R, V> = R extends true ? V[] : R extends false ? V : V | V[];
/** The value of one declared field as the service answers it (links only when populated). */
export type CmsValue<F> = F extends { type: 'string' | 'text' | 'richtext' | 'email' | 'uid' | 'date' | 'datetime' }
  ? string
  : F extends { type: 'integer' | 'decimal' }
    ? number
    : F extends { type: 'boolean' }
      ? boolean
      : F extends { type: 'enumeration'; values: readonly (infer V)[] }
        ? V
        : F extends { type: 'component'; repeatable: infer R; fields: infer C extends CmsFields }
          ? Repeatable<R, CmsAttributes<C> & { id?: number }>
          : F extends { type: 'media' }
            ? { data: CmsFile | CmsFile[] | null }
            : F extends { type: 'relation' }
              ? Linked
              : unknown;
export type CmsAttributes<Fs extends CmsFields> = { [K in keyof Fs]?: CmsValue<Fs[K]> | null };
/** An entry's attributes for a declared type, with Strapi's own timestamps. */
export type CmsAttributesOf<T extends CmsContentType> = CmsAttributes<T['attributes']> & {
  createdAt?: string;
  updatedAt?: string;
  publishedAt?: string | null;
  locale?: string;
};

export interface CmsOne<T extends CmsContentType> {
  data: CmsEntry<CmsAttributesOf<T>> | null;
  meta: Record<string, unknown>;
}
export interface CmsMany<T extends CmsContentType> {
  data: CmsEntry<CmsAttributesOf<T>>[];
  meta: { pagination?: { page: number; pageSize: number; pageCount: number; total: number } };
}

/** The service answered with an error, or could not be reached (the server answers 502/504 then). */
export class CmsError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'CmsError';
  }
}

/** Query parameters in Strapi's bracket form, e.g. `{ 'sort[0]': 'order:asc', populate: '*' }`. */
export type CmsQuery = Record<string, string | number>;

export async function cmsGet<R>(path: string, query: CmsQuery = {}, signal?: AbortSignal): Promise<R> {
  const params = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  const search = params.size ? `?${params.toString()}` : '';
  const response = await fetch(`${CMS_BASE}${path}${search}`, { headers: { accept: 'application/json' }, signal });
  const body = (await response.json().catch(() => null)) as (R & { error?: { message?: string } }) | null;
  // A singleton nobody has filled yet is Strapi's 404: the page shows its fallback, not an error.
  if (response.status === 404 && body && 'data' in body) return { data: null, meta: {} } as R;
  if (!response.ok || !body) throw new CmsError(response.status, body?.error?.message ?? `Dịch vụ nội dung trả lỗi ${response.status}`);
  return body;
}

const keys = queryKeysFactory('cms');
export const cmsKeys = { all: keys.all, read: (path: string, query: CmsQuery) => keys.key(path, query) };

/** Editorial content changes rarely: kept fresh for a minute. */
const cmsQueryOptions = { staleTime: 60_000 } as const;

export function useCmsSingle<T extends CmsContentType>(type: T, query: CmsQuery = { populate: '*' }) {
  const path = `/${type.singularName}`;
  return useQuery({
    queryKey: cmsKeys.read(path, query),
    queryFn: ({ signal }) => cmsGet<CmsOne<T>>(path, query, signal),
    ...cmsQueryOptions,
  });
}

export function useCmsCollection<T extends CmsContentType>(type: T, query: CmsQuery = {}) {
  const path = `/${type.pluralName}`;
  return useQuery({
    queryKey: cmsKeys.read(path, query),
    queryFn: ({ signal }) => cmsGet<CmsMany<T>>(path, query, signal),
    ...cmsQueryOptions,
  });
}

/** The site configuration: help intro, terms, privacy, contact. */
export const useCmsConfiguration = () => useCmsSingle(cmsConfigration);
export const useCmsFaqs = () => useCmsCollection(cmsFaq, { 'sort[0]': 'order:asc', 'sort[1]': 'id:asc', 'pagination[pageSize]': 100 });
export const useCmsMembershipLanding = () => useCmsSingle(cmsMembershipLanding);
export const useCmsCareerLaunchpad = () => useCmsSingle(cmsCareerLaunchpad);
export const useCmsHomeAcademy = () => useCmsSingle(cmsHomeAcademy);
/** The menu groups (header, footer, phone) with their menus in order, each with its sub-items. */
export const useCmsMenuGroups = () =>
  useCmsCollection(cmsMenuAncestor, {
    'sort[0]': 'order:asc',
    'sort[1]': 'id:asc',
    'populate[menus][sort][0]': 'order:asc',
    'populate[menus][sort][1]': 'id:asc',
    'populate[menus][populate][0]': 'items',
    'pagination[pageSize]': 100,
  });
/** The public home's editorial blocks (`section`s of page HOME) in order. */
export const useCmsHomeSections = () =>
  useCmsCollection(cmsSection, {
    'filters[page][$eq]': 'HOME',
    'sort[0]': 'order:asc',
    'sort[1]': 'id:asc',
    'populate[items][populate][0]': 'icon',
    'populate[cta]': '*',
    'populate[image]': '*',
    'pagination[pageSize]': 100,
  });

/** A repeatable component's items, whatever the declaration says about repeatability. */
export function cmsList<V>(value: V | V[] | null | undefined): V[] {
  if (value == null) return [];
  return Array.isArray(value) ? value : [value];
}

/** The entries of a populated relation. */
export function cmsLinked<A = Record<string, unknown>>(value: Linked | null | undefined): CmsEntry<A>[] {
  return cmsList(value?.data ?? null) as CmsEntry<A>[];
}
