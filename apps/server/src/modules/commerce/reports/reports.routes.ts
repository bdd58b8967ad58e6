import { calls } from '@market/contract';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../../platform/http/route.js';
import type { ReportsService } from './reports.service.js';

export function registerReportRoutes(app: FastifyInstance, deps: { reports: ReportsService }) {
  serve(
    app,
    calls.reports.summary,
    {
      tags: ['reports'],
      summary: 'Báo cáo tổng hợp: doanh thu, hoàn tiền, theo kỳ, theo cổng thanh toán, nhà tổ chức và mã giới thiệu',
      description:
        'from/to là ngày theo giờ Việt Nam (YYYY-MM-DD, tính cả hai ngày, tối đa 366 ngày); groupBy: day, week (từ thứ Hai) hoặc month. Số tiền là VND.',
      errors: ['INVALID_DATE', 'INVALID_DATE_RANGE', 'REPORT_RANGE_TOO_LONG'],
    },
    async (req) => deps.reports.summary(req.body),
  );
}
