import type { ReportDto, ReportGroupBy } from '@market/contract';
import type { Db } from '../../../platform/db/database.js';
import { createUserDirectory } from '../../identity/index.js';
import { toReportDto } from './report-dto.js';
import { createReportsRepository } from './reports.repository.js';
import { vietnamDays } from './vietnam-days.js';

/** The admin's summary report over Vietnam calendar days (see the repository for what is counted). */
export function createReportsService(deps: { db: Db; ticketTypes: readonly string[] }) {
  const repo = createReportsRepository(deps.db);
  const people = createUserDirectory(deps.db);
  return {
    async summary(input: { from: string; to: string; groupBy: ReportGroupBy }): Promise<ReportDto> {
      const { start, end } = vietnamDays(input.from, input.to);
      const figures = await repo.findFigures({ start, end, groupBy: input.groupBy, ticketTypes: deps.ticketTypes });
      const hosts = await people.findSummaries(figures.topHosts.map((r) => String(r.id)));
      return toReportDto(input, figures, hosts);
    },
  };
}
export type ReportsService = ReturnType<typeof createReportsService>;
