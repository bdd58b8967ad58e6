import { calls } from '@market/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../platform/http/errors.js';
import { serve } from '../../../platform/http/route.js';
import type { SnsService } from './sns.service.js';

const description =
  'Định dạng tin nhắn HTTP(S) của Amazon SNS (Content-Type text/plain hoặc application/json): SubscriptionConfirmation, ' +
  'Notification, UnsubscribeConfirmation. Chữ ký phiên bản 1 (SHA1withRSA) hoặc 2 (SHA256withRSA) được kiểm tra trên chuỗi ' +
  'chuẩn AWS mô tả, bằng chứng chỉ chỉ tải từ `https://sns.<vùng>.amazonaws.com/…pem`; thiếu hoặc sai chữ ký: 401 ' +
  'INVALID_WEBHOOK_SIGNATURE; chủ đề (TopicArn) ngoài SNS_TOPIC_ARNS: 403. Mỗi MessageId chỉ xử lý một lần (`duplicate: true` ' +
  'khi gửi lại). Xác nhận đăng ký bằng cách mở SubscribeURL (chỉ URL của SNS).';

/** Amazon SNS posts its messages here. */
export function registerSnsRoutes(app: FastifyInstance, deps: { sns: Pick<SnsService, 'receive'> }) {
  void app.register(async (scope) => {
    // SNS posts JSON as text/plain; this scope alone reads it as JSON.
    scope.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) => {
      try {
        done(null, JSON.parse(body as string));
      } catch {
        done(new AppError('INVALID_INPUT_PARAMS'), undefined);
      }
    });
    serve(
      scope,
      calls.webHooks.sns,
      {
        tags: ['web-hooks'],
        summary: 'Nhận tin nhắn Amazon SNS (SES báo thư bị trả lại, khiếu nại…)',
        description,
        errors: ['INVALID_WEBHOOK_SIGNATURE', 'INSUFFICIENT_PRIVILEGES', 'SERVICE_UNAVAILABLE'],
      },
      (request) => deps.sns.receive(request.body),
    );
  });
}
