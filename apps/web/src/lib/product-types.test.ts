/// <reference types="node" />
import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { PRODUCT_TYPES, PROMOTED_PRODUCT_TYPES, SOLD_PRODUCT_TYPES } from '@market/contract';
import { describe, expect, it } from 'vitest';
import { buyerLinksOf } from '../features/orders/buyer-links';
import { PRODUCT_TYPE_ICONS } from './product-type-icons';

const SRC = join(import.meta.dirname, '..');
/** The one web file keyed by every type: icons, which the compiler keeps whole against the contract. */
const ICONS_FILE = 'lib/product-type-icons.ts';

async function sourceFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(path);
      return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
    }),
  );
  return nested.flat();
}

/** The sold types a file names as a value or a key ('E_BOOK', E_BOOK:), comments left out. */
function typesNamedIn(text: string): string[] {
  const code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  return SOLD_PRODUCT_TYPES.filter((type) => new RegExp(`['"\`]${type}['"\`]|(?<![\\w.])${type}\\s*:`).test(code));
}

describe('product types in the web', () => {
  it('are never listed by hand: a file naming two sold types or more reads them from the contract instead', async () => {
    const listing: Record<string, string[]> = {};
    for (const file of await sourceFiles(SRC)) {
      const named = typesNamedIn(await readFile(file, 'utf8'));
      const path = relative(SRC, file);
      if (named.length >= 2 && path !== ICONS_FILE) listing[path] = named;
    }
    expect(listing).toEqual({});
  });

  it('has an icon for every type the contract declares', () => {
    expect(Object.keys(PRODUCT_TYPE_ICONS).sort()).toEqual(Object.keys(PRODUCT_TYPES).sort());
  });

  it('offers a host every type a voucher or a discount may promote, all of them sold', () => {
    expect(PROMOTED_PRODUCT_TYPES.length).toBeGreaterThan(2);
    for (const type of PROMOTED_PRODUCT_TYPES) expect(SOLD_PRODUCT_TYPES).toContain(type);
  });

  it('sends a buyer where each type declares: their tickets, bookings, a course’s player, an e-book’s own page; a combo to its order', () => {
    const line = (productItemType: keyof typeof PRODUCT_TYPES, link: string | null = null) => ({ productItemType, link });
    expect(
      buyerLinksOf([
        line('COMBO', '/combos/khoi-nghiep'),
        line('E_BOOK', '/ebooks/so-tay'),
        line('TICKET_TIER', '/events/hoi-thao'),
        line('TICKET_TIER', '/events/dem-nhac'),
        line('CALENDAR_FRAME'),
        line('ONLINE_COURSE', '/courses/ux'),
      ]),
    ).toEqual([
      { to: '/me/tickets', label: 'Xem vé của tôi' },
      { to: '/me/bookings', label: 'Xem lịch hẹn của tôi' },
      { to: '/learn/ux', label: 'Bắt đầu học' },
      { to: '/ebooks/so-tay', label: 'Tải sách' },
    ]);
  });

  it('sends the buyer of several courses to their learning, where each one is', () => {
    const course = (link: string) => ({ productItemType: 'ONLINE_COURSE' as const, link });
    expect(buyerLinksOf([course('/courses/ux'), course('/courses/ui')])).toEqual([{ to: '/me/learning', label: 'Bắt đầu học' }]);
  });
});
