import { JobStatusDto, JobStatusParams } from '../schemas/platform.js';
import { call } from './call.js';

export const jobCalls = {
  status: call({ method: 'GET', path: '/api/v1/queue/:queue/:id/status', access: 'user', params: JobStatusParams, response: JobStatusDto }),
} as const;
