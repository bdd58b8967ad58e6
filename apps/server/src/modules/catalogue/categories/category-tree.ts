import { MAX_NESTED_CATEGORIES, type CategoryStatus, type NestedCategoryInput } from '@market/contract';

export type CategoryValues = Omit<NestedCategoryInput, 'children'>;

/** One category of a nested request, parents before children; `parent` indexes this same list. */
export interface PlannedCategory {
  values: CategoryValues;
  parent: number | null;
}

/**
 * Orders a nested request so every parent is inserted before its children (breadth first), and
 * answers null when it holds more than MAX_NESTED_CATEGORIES categories.
 */
export function planNestedCategories(trees: readonly NestedCategoryInput[]): PlannedCategory[] | null {
  const planned: PlannedCategory[] = [];
  const queue: { node: NestedCategoryInput; parent: number | null }[] = trees.map((node) => ({ node, parent: null }));
  for (let next = queue.shift(); next; next = queue.shift()) {
    if (planned.length === MAX_NESTED_CATEGORIES) return null;
    const { children, ...values } = next.node;
    planned.push({ values, parent: next.parent });
    const index = planned.length - 1;
    for (const child of children ?? []) queue.push({ node: child, parent: index });
  }
  return planned;
}

/** A category may move under any parent except itself and what lies under it. */
export function isValidNewParent(categoryId: string, newParentId: string | null, subtreeIds: ReadonlySet<string>): boolean {
  if (newParentId === null) return true;
  return newParentId !== categoryId && !subtreeIds.has(newParentId);
}

export type { CategoryStatus };
export function toggledStatus(status: CategoryStatus): CategoryStatus {
  return status === 'ACTIVE' ? 'INACTIVE' : 'ACTIVE';
}
