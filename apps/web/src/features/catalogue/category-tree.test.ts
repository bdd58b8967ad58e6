import { describe, expect, it } from 'vitest';
import { demoCategories, makeCategory } from '../../test/fixtures';
import { buildCategoryTree, filterCategoryTree, flattenCategoryTree, subtreeIds } from './category-tree';

const { tech, web, business } = demoCategories;
const names = (rows: { category: { name: string }; depth: number }[]) => rows.map((r) => `${'-'.repeat(r.depth)}${r.category.name}`);

describe('the category tree', () => {
  it('nests each category under its parent, keeping the server’s order', () => {
    expect(names(flattenCategoryTree(buildCategoryTree(demoCategories.list)))).toEqual(['Công nghệ', '-Lập trình Web', 'Kinh doanh']);
  });

  it('shows a category whose parent is missing from the list as a root', () => {
    expect(names(flattenCategoryTree(buildCategoryTree([web, business])))).toEqual(['Lập trình Web', 'Kinh doanh']);
  });

  it.each([
    ['lap trinh', ['Công nghệ', '-Lập trình Web']],
    ['KINH', ['Kinh doanh']],
    ['cong-nghe', ['Công nghệ']],
    ['   ', ['Công nghệ', '-Lập trình Web', 'Kinh doanh']],
    ['nấu ăn', []],
  ])('filters by “%s” with the ancestors of what matches', (q, expected) => {
    expect(names(flattenCategoryTree(filterCategoryTree(buildCategoryTree(demoCategories.list), q)))).toEqual(expected);
  });

  it('knows a category’s whole subtree', () => {
    const deep = makeCategory({ id: 'c5555555-5555-4555-8555-555555555555', name: 'React', parentId: web.id, depth: 2 });
    const tree = buildCategoryTree([...demoCategories.list, deep]);
    expect([...subtreeIds(tree, tech.id)].sort()).toEqual([tech.id, web.id, deep.id].sort());
    expect(subtreeIds(tree, 'nope').size).toBe(0);
  });
});
