import { MAX_NESTED_CATEGORIES } from '@market/contract';
import { describe, expect, it } from 'vitest';
import { isValidNewParent, planNestedCategories, toggledStatus } from './category-tree.js';

describe('planning a nested category request', () => {
  it('puts every parent before its children and links children to their parent', () => {
    const plan = planNestedCategories([
      { name: 'Lập trình', children: [{ name: 'Web', children: [{ name: 'React' }] }, { name: 'Di động' }] },
      { name: 'Thiết kế' },
    ])!;
    expect(plan.map((p) => p.values.name)).toEqual(['Lập trình', 'Thiết kế', 'Web', 'Di động', 'React']);
    const parentOf = (name: string) => {
      const parent = plan.find((p) => p.values.name === name)!.parent;
      return parent === null ? null : plan[parent]!.values.name;
    };
    expect(parentOf('Lập trình')).toBeNull();
    expect(parentOf('Web')).toBe('Lập trình');
    expect(parentOf('React')).toBe('Web');
    expect(parentOf('Di động')).toBe('Lập trình');
  });

  it('refuses more than the allowed number of categories in one request', () => {
    const wide = (n: number) => [{ name: 'Gốc', children: Array.from({ length: n - 1 }, (_, i) => ({ name: `Con ${i}` })) }];
    expect(planNestedCategories(wide(MAX_NESTED_CATEGORIES))).toHaveLength(MAX_NESTED_CATEGORIES);
    expect(planNestedCategories(wide(MAX_NESTED_CATEGORIES + 1))).toBeNull();
  });
});

describe('moving a category', () => {
  const subtree = new Set(['child', 'grandchild']);
  it.each([
    [null, true],
    ['elsewhere', true],
    ['self', false],
    ['child', false],
    ['grandchild', false],
  ])('under %s is allowed: %s', (parent, allowed) => {
    expect(isValidNewParent('self', parent, subtree)).toBe(allowed);
  });
});

describe('toggling a status', () => {
  it('switches between active and inactive', () => {
    expect(toggledStatus('ACTIVE')).toBe('INACTIVE');
    expect(toggledStatus('INACTIVE')).toBe('ACTIVE');
  });
});
