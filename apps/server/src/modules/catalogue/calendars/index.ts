import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../platform/db/database.js';
import type { TellFollowers } from '../../engagement/index.js';
import { createCalendarsRepository } from './calendars.repository.js';
import { registerCalendarRoutes } from './calendars.routes.js';
import { createCalendarsService, type CalendarHosts } from './calendars.service.js';
import { defineModule, on } from '../../module.js';
import { accountErased } from '../../identity/index.js';

export type { CalendarHosts, CalendarsService } from './calendars.service.js';
export { calendarSql, createCalendarsRepository, type CalendarCard } from './calendars.repository.js';
export { planFrames } from './calendar-frames.js';
export { createCalendarFramesRepository, type CalendarFramesRepository, type FrameForSale } from './calendar-frames.repository.js';

/** Bookable 1:1 and group time: calendars, their frames, and telling followers about new ones. */
export function createCalendars(deps: { db: Db; hosts: CalendarHosts; tellFollowers: TellFollowers; log?: { error: (obj: unknown, msg: string) => void } }) {
  const calendars = createCalendarsService({
    db: deps.db,
    repo: createCalendarsRepository(deps.db),
    hosts: deps.hosts,
    tellFollowers: deps.tellFollowers,
    log: deps.log,
  });
  return {
    calendars,
    register(app: FastifyInstance) {
      registerCalendarRoutes(app, { calendars });
    },
  };
}
export type Calendars = ReturnType<typeof createCalendars>;

export const calendarsModule = defineModule('calendars', (kit) => {
  const calendars = createCalendars({ db: kit.db, hosts: kit.use('people'), tellFollowers: kit.use('announcements').tellFollowers, log: kit.log });
  return {
    routes: calendars.register,
    subscribers: [on(accountErased, 'calendars.host', ({ userId }) => calendars.calendars.forgetHost(userId))],
    pages: [
      {
        pattern: /^\/calendars\/([0-9a-f-]{36})\/?$/,
        meta: async ([, id]) => {
          const calendar = await calendars.calendars.getById(id!, null);
          return { title: calendar.title, description: calendar.description, image: calendar.host.avatar, type: 'website' };
        },
      },
    ],
  };
});
