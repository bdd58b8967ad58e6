import { useQuery } from '@tanstack/react-query';
import * as calls from '../../../lib/endpoints.generated';
import { callApi } from '../../../lib/api';
import { queryKeysFactory } from '../../../lib/query-keys';

/** The Vietnam day `days - 1` days before today, and today (YYYY-MM-DD). */
export function lastDays(days: number, now = new Date()): { from: string; to: string } {
  const today = new Date(now.getTime() + 7 * 3_600_000);
  const from = new Date(today.getTime() - (days - 1) * 86_400_000);
  return { from: from.toISOString().slice(0, 10), to: today.toISOString().slice(0, 10) };
}

const keys = queryKeysFactory('host-figures');
export const hostFigureKeys = {
  ...keys,
  overview: (period: { from: string; to: string }) => keys.key('overview', period),
  metrics: (period: { from: string; to: string }) => keys.key('metrics', period),
};

export function useHostOverview(period: { from: string; to: string }) {
  return useQuery({ queryKey: hostFigureKeys.overview(period), queryFn: ({ signal }) => callApi(calls.products.hostOverview, { query: period }, { signal }) });
}

export function useHostMetrics(period: { from: string; to: string }) {
  return useQuery({ queryKey: hostFigureKeys.metrics(period), queryFn: ({ signal }) => callApi(calls.products.hostMetrics, { query: period }, { signal }) });
}
