import type { ComboDto, OrderItemDto } from '@market/contract';
import { useQueries } from '@tanstack/react-query';
import { combosApi, comboKeys } from '../combos/api';
import type { BoughtItem } from './buyer-links';

/** The slug of a combo's line (its link is the combo's page, `/combos/<slug>`), or null for any other line. */
export const comboSlugOf = (item: Pick<OrderItemDto, 'productItemType' | 'link'>): string | null =>
  item.productItemType === 'COMBO' && item.link?.startsWith('/combos/') ? item.link.slice('/combos/'.length) : null;

/**
 * What an order gave its buyer, item by item: a combo's line is read as the items it holds (its items
 * cannot change once an order names it, so the combo's page lists exactly what was bought).
 */
export function useBoughtItems(lines: readonly OrderItemDto[]): BoughtItem[] {
  const slugs = [...new Set(lines.map(comboSlugOf).filter((slug): slug is string => slug !== null))];
  const answers = useQueries({
    queries: slugs.map((slug) => ({ queryKey: comboKeys.detail(slug), queryFn: ({ signal }: { signal: AbortSignal }) => combosApi.bySlug(slug, signal) })),
  });
  const combos = new Map<string, ComboDto>();
  answers.forEach((answer, index) => answer.data && combos.set(slugs[index]!, answer.data));
  return lines.flatMap((line): BoughtItem[] => {
    const slug = comboSlugOf(line);
    return slug ? (combos.get(slug)?.items ?? []) : [line];
  });
}
