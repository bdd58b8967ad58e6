// A scheduler node in a process of its own (tests start it with `node --import tsx`): it publishes or
// works as told, and says on stdout when it has, so a test can kill it at that point.
import { openDatabase } from '../db/database.js';
import { somethingHappened, taskNode } from './tasks.testing.js';

const database = openDatabase(process.env.DATABASE_URL!, { max: 3 });
const node = taskNode({ db: database.db, databaseUrl: database.url, hangOn: process.env.HANG_ON || undefined });
const mode = process.env.MODE;
if (mode === 'publish') {
  // Publishes and commits, then stops without delivering: the process dies before any worker ran.
  await database.db.transaction((tx) => node.events.publish(tx, somethingHappened, { n: Number(process.env.N) }));
  console.log('published');
  process.kill(process.pid, 'SIGKILL');
} else {
  await node.scheduler.start({ work: true });
  console.log('working');
}
