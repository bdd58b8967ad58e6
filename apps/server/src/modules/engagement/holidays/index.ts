import { defineModule } from '../../module.js';
import { holidayGreetings } from './holiday-greetings.js';

declare module '../../module.js' {
  interface Services {
    holidayGreetings: ReturnType<typeof holidayGreetings>;
  }
}

/** Greetings on Vietnamese holidays, Tết and the other lunar feasts included (see holidays.ts). */
export const holidaysModule = defineModule('holidays', (kit) => {
  const greetings = holidayGreetings({ scheduler: kit.scheduler, users: kit.use('accounts'), notifications: kit.use('notifications'), log: kit.log });
  return { services: { holidayGreetings: greetings } };
});
