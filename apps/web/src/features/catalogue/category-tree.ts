import type { CategoryDto } from '@market/contract';

/** One category with the categories under it. */
export interface CategoryNode {
  category: CategoryDto;
  children: CategoryNode[];
}

/**
 * The tree from a flat list (the server sends it parents first, siblings in order). A category whose
 * parent is not in the list (hidden, or left out by a filter) is shown as a root.
 */
export function buildCategoryTree(list: readonly CategoryDto[]): CategoryNode[] {
  const nodes = new Map<string, CategoryNode>(list.map((category) => [category.id, { category, children: [] }]));
  const roots: CategoryNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.category.parentId ? nodes.get(node.category.parentId) : undefined;
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}

/** Text folded for matching: lower case, without Vietnamese marks ("Đàn Tranh" ~ "dan tranh"). */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .toLowerCase()
    .trim();
}

/** The categories whose name or slug contains `q`, with their ancestors so they keep their place. */
export function filterCategoryTree(nodes: readonly CategoryNode[], q: string): CategoryNode[] {
  const needle = foldText(q);
  if (!needle) return [...nodes];
  const walk = (list: readonly CategoryNode[]): CategoryNode[] =>
    list.flatMap((node) => {
      const children = walk(node.children);
      const matches = foldText(node.category.name).includes(needle) || node.category.slug.includes(needle);
      return matches || children.length > 0 ? [{ category: node.category, children }] : [];
    });
  return walk(nodes);
}

/** The tree as rows in display order, each with its depth in this tree (0 for a root). */
export function flattenCategoryTree(nodes: readonly CategoryNode[], depth = 0): { category: CategoryDto; depth: number }[] {
  return nodes.flatMap((node) => [{ category: node.category, depth }, ...flattenCategoryTree(node.children, depth + 1)]);
}

/** The id of every category in the tree (handy for "expand all"). */
export function categoryIds(nodes: readonly CategoryNode[]): string[] {
  return flattenCategoryTree(nodes).map((row) => row.category.id);
}

/** A category and everything under it: the places it cannot be moved into. */
export function subtreeIds(nodes: readonly CategoryNode[], id: string): Set<string> {
  for (const node of nodes) {
    if (node.category.id === id) return new Set(categoryIds([node]));
    const found = subtreeIds(node.children, id);
    if (found.size > 0) return found;
  }
  return new Set();
}
