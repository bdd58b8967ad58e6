import { defineModule } from '../../module.js';
import { handleSnsNotificationJob } from './handle-sns-notification.job.js';
import { createSnsCertificates } from './sns-certificates.js';
import { createSnsRepository } from './sns.repository.js';
import { registerSnsRoutes } from './sns.routes.js';
import { createSnsService, type SnsService } from './sns.service.js';

declare module '../../module.js' {
  interface Services {
    sns: SnsService;
  }
}

/** Amazon SNS's webhook: signed messages (SES bounces and complaints among them), each handled once. */
export const snsModule = defineModule('sns', (kit) => {
  const repo = createSnsRepository(kit.db);
  const handle = handleSnsNotificationJob({ repo, log: kit.log });
  const sns = createSnsService({
    db: kit.db,
    repo,
    certificates: createSnsCertificates({ fetch: kit.snsFetch?.fetch }),
    enqueueNotification: (tx, messageId) => kit.jobs.enqueue(handle, { messageId }, { tx }),
    topicArns: kit.config.snsTopicArns,
    trustedUrl: kit.snsFetch?.trustedUrl,
    fetch: kit.snsFetch?.fetch,
    log: kit.log,
  });
  return {
    jobs: [handle],
    routes: (app) => registerSnsRoutes(app, { sns }),
    services: { sns },
  };
});
