import type { DayFiguresDto, ReportDto, ReportGroupBy, TodayReportDto } from '@market/contract';
import type { Db } from '../../../platform/db/database.js';
import { createSignUpFigures, createUserDirectory } from '../../identity/index.js';
import { toReportDto } from './report-dto.js';
import { createReportsRepository } from './reports.repository.js';
import { vietnamDays, vietnamToday } from './vietnam-days.js';

const previousDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

/** The admin's summary report over Vietnam calendar days (see the repository for what is counted). */
export function createReportsService(deps: { db: Db; ticketTypes: () => readonly string[] }) {
  const repo = createReportsRepository(deps.db);
  const people = createUserDirectory(deps.db);
  const signUps = createSignUpFigures(deps.db);
  async function summary(input: { from: string; to: string; groupBy: ReportGroupBy }): Promise<ReportDto> {
    const { start, end } = vietnamDays(input.from, input.to);
    const figures = await repo.findFigures({ start, end, groupBy: input.groupBy, ticketTypes: deps.ticketTypes() });
    const hosts = await people.findSummaries(figures.topHosts.map((r) => String(r.id)));
    return toReportDto(input, figures, hosts);
  }

  return {
    summary,

    /** Today and yesterday on Vietnam's clock: money as the summary report counts it, and who joined. */
    async today(now = new Date()): Promise<TodayReportDto> {
      const today = vietnamToday(now);
      const yesterday = previousDay(today);
      const [report, ...joined] = await Promise.all([
        summary({ from: yesterday, to: today, groupBy: 'day' }),
        signUps.count(vietnamDays(yesterday, yesterday)),
        signUps.count(vietnamDays(today, today)),
      ]);
      const dayOf = (day: string, people: { newUsers: number; newHosts: number }): DayFiguresDto => {
        const money = report.series.find((s) => s.period === day);
        return { day, orders: money?.orders ?? 0, revenue: money?.revenue ?? 0, refunds: money?.refunds ?? 0, ...people };
      };
      return { currency: 'VND', yesterday: dayOf(yesterday, joined[0]!), today: dayOf(today, joined[1]!) };
    },
  };
}
export type ReportsService = ReturnType<typeof createReportsService>;
