import { CMS_DEMO_HOME_SECTIONS, CMS_DEMO_MENU_GROUPS, CMS_HOME_KEYS, type CmsDemoMenuGroup, type CmsDemoSection } from '@market/contract';
import { useMemo } from 'react';
import { cmsList, cmsLinked, useCmsHomeSections, useCmsMenuGroups, type CmsFile } from '../../lib/cms';

/**
 * The site's menus and the home's editorial blocks, from the content service (menu groups and `section`s of page
 * HOME). Until it answers, and whenever it cannot be reached, they are the demo content the service seeds on first
 * start (`CMS_DEMO_*` in the contract): the same page either way, never an error in place of the navigation.
 */

export interface MenuLink {
  label: string;
  to: string;
  /** The editor asked for a new tab (a menu item's `openInNewTab`). */
  newTab?: boolean;
}
export interface MenuColumn {
  title: string;
  links: MenuLink[];
}
export interface SiteMenus {
  header: MenuLink[];
  /** The phone drawer's: the MOBILE group's when there is one, else the header's. */
  mobile: MenuLink[];
  footer: MenuColumn[];
}

export interface HomeSection extends CmsDemoSection {
  /** Set when the block's item carries an uploaded icon. */
  icons?: (string | null)[];
  image?: string | null;
}

type Raw = Record<string, unknown>;
const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value : undefined);
const linkOf = (raw: unknown) => {
  const link = cmsList(raw as Raw | Raw[] | null)[0];
  const label = text(link?.label);
  const url = text(link?.url);
  return label && url ? { label, url, ...(link?.openInNewTab === true ? { openInNewTab: true } : {}) } : undefined;
};
const fileUrl = (raw: unknown) => {
  const file = cmsList((raw as { data?: CmsFile | CmsFile[] | null } | null)?.data ?? null)[0];
  return file?.attributes.url ?? null;
};

/** Strapi's menu groups, read as the demo's shape (a menu with a url is a link; without, a heading of its items). */
export function menuGroupsOf(data: { attributes: Raw }[]): CmsDemoMenuGroup[] {
  return data.map(({ attributes }) => ({
    title: text(attributes.title) ?? '',
    slug: text(attributes.slug) ?? '',
    location: (text(attributes.location) ?? 'HEADER') as CmsDemoMenuGroup['location'],
    menus: cmsLinked(attributes.menus as Parameters<typeof cmsLinked>[0]).map(({ attributes: menu }) => ({
      title: text(menu.title) ?? '',
      url: text(menu.url),
      items: cmsList(menu.items as Raw[] | null).flatMap((item) => {
        const link = linkOf(item);
        return link ? [link] : [];
      }),
    })),
  }));
}

const linksOf = (groups: CmsDemoMenuGroup[]) =>
  groups.flatMap((group) => group.menus.flatMap((menu) => (menu.url ? [{ label: menu.title, to: menu.url }] : (menu.items ?? []).map(toLink))));
const toLink = (item: { label: string; url: string; openInNewTab?: boolean }): MenuLink => ({
  label: item.label,
  to: item.url,
  ...(item.openInNewTab ? { newTab: true } : {}),
});
/** The attributes a link opening a new tab needs. */
export const newTabProps = (link: MenuLink) => (link.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {});

export function siteMenusOf(groups: readonly CmsDemoMenuGroup[]): SiteMenus {
  const at = (location: CmsDemoMenuGroup['location']) => groups.filter((g) => g.location === location);
  const header = linksOf(at('HEADER'));
  const mobile = linksOf(at('MOBILE'));
  const footer = at('FOOTER').flatMap((group) =>
    group.menus.map((menu) => ({
      title: menu.title,
      links: menu.items?.length ? menu.items.map(toLink) : menu.url ? [{ label: menu.title, to: menu.url }] : [],
    })),
  );
  return { header, mobile: mobile.length ? mobile : header, footer };
}

const DEMO_MENUS = siteMenusOf(CMS_DEMO_MENU_GROUPS);

/** The header's, the phone menu's and the footer's links; a part the service leaves empty keeps the demo's. */
export function useSiteMenus(): SiteMenus {
  const query = useCmsMenuGroups();
  return useMemo(() => {
    if (!query.data) return DEMO_MENUS;
    const menus = siteMenusOf(menuGroupsOf(query.data.data));
    return {
      header: menus.header.length ? menus.header : DEMO_MENUS.header,
      mobile: menus.mobile.length ? menus.mobile : DEMO_MENUS.mobile,
      footer: menus.footer.length ? menus.footer : DEMO_MENUS.footer,
    };
  }, [query.data]);
}

/** Strapi's `section` entries, read as the demo's shape (with uploaded icons and image when set). */
export function homeSectionsOf(data: { attributes: Raw }[]): HomeSection[] {
  return data.map(({ attributes }) => {
    const items = cmsList(attributes.items as Raw[] | null);
    return {
      key: text(attributes.key) ?? '',
      title: text(attributes.title) ?? '',
      subtitle: text(attributes.subtitle),
      content: text(attributes.content),
      items: items.map((item) => ({ title: text(item.title) ?? '', description: text(item.description), url: text(item.url) })),
      icons: items.map((item) => fileUrl(item.icon)),
      image: fileUrl(attributes.image),
      cta: linkOf(attributes.cta),
    };
  });
}

export interface HomeContent {
  hero: HomeSection;
  categories?: HomeSection;
  values?: HomeSection;
  host?: HomeSection;
  /** Blocks editors added beyond the home's own, in their order. */
  others: HomeSection[];
}

const KNOWN = new Set<string>(Object.values(CMS_HOME_KEYS));
export function homeContentOf(sections: readonly HomeSection[]): HomeContent {
  const find = (key: string) => sections.find((s) => s.key === key);
  return {
    // The page's h1: kept from the demo when the service has no hero.
    hero: find(CMS_HOME_KEYS.hero) ?? CMS_DEMO_HOME_SECTIONS[0]!,
    categories: find(CMS_HOME_KEYS.categories),
    values: find(CMS_HOME_KEYS.values),
    host: find(CMS_HOME_KEYS.host),
    others: sections.filter((s) => !KNOWN.has(s.key)),
  };
}

const DEMO_HOME = homeContentOf(CMS_DEMO_HOME_SECTIONS);

/** The home's blocks: the service's when it answered with some, else the demo's. */
export function useHomeContent(): HomeContent {
  const query = useCmsHomeSections();
  return useMemo(() => {
    const sections = query.data ? homeSectionsOf(query.data.data) : [];
    return sections.length ? homeContentOf(sections) : DEMO_HOME;
  }, [query.data]);
}
