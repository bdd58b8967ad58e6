import { z } from 'zod';

/**
 * The admin's summary report (POST /api/reports): money in, money back and who brought it, over a
 * range of Vietnam calendar days, bucketed by day, week (from Monday) or month.
 */
const Vnd = z.number().int();
export const REPORT_MAX_DAYS = 366;

/** A calendar day in Vietnam, "2026-03-01". */
export const VnDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'INVALID_DATE')
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), 'INVALID_DATE');

/** Whole days from `from` to `to`, both counted. */
export const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

export const ReportGroupBy = z.enum(['day', 'week', 'month']);
export type ReportGroupBy = z.infer<typeof ReportGroupBy>;

export const ReportBody = z
  .object({ from: VnDate, to: VnDate, groupBy: ReportGroupBy.default('day') })
  .refine((b) => b.to >= b.from, { message: 'INVALID_DATE_RANGE', path: ['to'] })
  .refine((b) => b.to < b.from || daysBetween(b.from, b.to) <= REPORT_MAX_DAYS, { message: 'REPORT_RANGE_TOO_LONG', path: ['to'] });
export type ReportBody = z.input<typeof ReportBody>;

export const ReportDto = z.object({
  currency: z.literal('VND'),
  from: z.string(),
  to: z.string(),
  groupBy: ReportGroupBy,
  totals: z.object({
    /** Totals of the orders paid in the range (free registrations count nothing). */
    revenue: Vnd,
    /** How many orders with money were paid in the range. */
    orders: z.number().int(),
    /** Money given back by refunds completed in the range. */
    refunds: Vnd,
    refundCount: z.number().int(),
    net: Vnd,
    /** revenue ÷ orders, rounded to the đồng (0 without orders). */
    averageOrderValue: Vnd,
    /** Tickets of orders settled in the range (free ones included) that have not been refunded. */
    ticketsSold: z.number().int(),
  }),
  series: z.array(z.object({ period: z.string(), revenue: Vnd, orders: z.number().int(), refunds: Vnd })),
  byProvider: z.array(z.object({ provider: z.string(), revenue: Vnd, orders: z.number().int() })),
  topHosts: z.array(
    z.object({ host: z.object({ id: z.uuid(), fullName: z.string(), username: z.string().nullable() }), revenue: Vnd, orders: z.number().int() }),
  ),
  /** Affiliate codes by the revenue of the orders they referred, then by visits. */
  affiliates: z.array(z.object({ code: z.string(), revenue: Vnd, orders: z.number().int(), visits: z.number().int() })),
});
export type ReportDto = z.infer<typeof ReportDto>;

/** One Vietnam day's figures on the admin's home. */
export const DayFiguresDto = z.object({
  /** The Vietnam calendar day, "2026-03-01". */
  day: z.string(),
  /** Orders with money paid that day, and their totals (as the summary report counts them). */
  orders: z.number().int(),
  revenue: Vnd,
  /** Money given back by refunds completed that day. */
  refunds: Vnd,
  /** Accounts created that day (deleted ones left out). */
  newUsers: z.number().int(),
  /** People who became hosts that day: an application approved, or an account created as a host. */
  newHosts: z.number().int(),
});
export type DayFiguresDto = z.infer<typeof DayFiguresDto>;
/** Today and yesterday on Vietnam's clock, side by side. */
export const TodayReportDto = z.object({ currency: z.literal('VND'), today: DayFiguresDto, yesterday: DayFiguresDto });
export type TodayReportDto = z.infer<typeof TodayReportDto>;
