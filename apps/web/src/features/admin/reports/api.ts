import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ReportGroupBy } from '@market/contract';
import * as calls from '../../../lib/endpoints.generated';
import { callApi } from '../../../lib/api';
import { queryKeysFactory } from '../../../lib/query-keys';

export interface ReportRange {
  from: string;
  to: string;
  groupBy: ReportGroupBy;
}

export const reportsApi = {
  summary: (range: ReportRange, signal?: AbortSignal) => callApi(calls.reports.summary, { body: range }, { signal }),
};

/** The summary report for a valid range (`enabled` false while the range the admin typed is not). */
export function useReport(range: ReportRange, enabled: boolean) {
  return useQuery({
    queryKey: queryKeysFactory('admin', 'reports').detail(range),
    queryFn: ({ signal }) => reportsApi.summary(range, signal),
    enabled,
    placeholderData: keepPreviousData,
  });
}
