import { HealthDto } from '../schemas/platform.js';
import { call } from './call.js';

/** Liveness plus database readiness (the same answer with 503 while the database is down). */
export const healthCalls = {
  get: call({ method: 'GET', path: '/api/v1/health', access: 'public', response: HealthDto }),
} as const;
