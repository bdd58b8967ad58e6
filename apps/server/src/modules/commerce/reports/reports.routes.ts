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
  serve(
    app,
    calls.reports.today,
    {
      tags: ['reports'],
      summary: 'Số liệu hôm nay và hôm qua (giờ Việt Nam): đơn hàng, doanh thu, hoàn tiền, người dùng mới, nhà tổ chức mới',
      description:
        'Đơn hàng và doanh thu tính như báo cáo tổng hợp; nhà tổ chức mới: đơn đăng ký được duyệt hoặc tài khoản tạo với vai trò nhà tổ chức trong ngày.',
    },
    async () => deps.reports.today(),
  );
}
