// What a stock move of a tier or a calendar frame costs PostgreSQL with its triggers: 0033's catalogue_follow, the notice
// of 0055 / 0059 (a NOTIFY in the transaction) and 0060's guard, against a transaction that says market.stock_told (the
// triggers return at once, the guard compares the row's other columns). Each move is its own transaction.
//   npm run build && node bench/stock-triggers.mjs [--moves 3000] [--rounds 3] [--clients 8]
// Alone: one connection, synchronous_commit off (the triggers' CPU). Together: `clients` connections at once, each on
// its own row, commits flushed (a NOTIFY makes each notifying commit wait for the others' flushes).
import pg from 'pg';
import { performance } from 'node:perf_hooks';
import { arg, databaseCpuMs, startBenchServer } from './support.mjs';

const MOVES = arg('moves', 3_000);
const ROUNDS = arg('rounds', 3);
const CLIENTS = arg('clients', 8);
const server = await startBenchServer({ JWT_SECRET: 'bench-only-jwt-secret-0123456789abcdef' });
const { db } = server;
const {
  rows: [host],
} = await db.query(
  `insert into users (email, username, full_name, role, email_verified_at) values ('tochuc-ton@vidu.vn', 'to-chuc-ton', 'Nhà tổ chức Tồn', 'HOST', now()) returning id`,
);
await db.query(
  `insert into events (host_id, slug, title, format, venue_name, address, city, session_type, status, start_at, end_at, duration_minutes, session_count, min_price, max_price, published_at)
   select $1, 'su-kien-ton-' || g, 'Sự kiện tồn ' || g, 'OFFLINE', 'Hội trường', '1 Lê Duẩn', 'Hà Nội', 'SINGLE', 'PUBLISHED',
          now() + interval '30 days', now() + interval '30 days 2 hours', 120, 1, 150000, 150000, now()
     from generate_series(1, $2) g`,
  [host.id, CLIENTS],
);
const { rows: tiers } = await db.query(
  `insert into ticket_tiers (event_id, name, price, capacity) select id, 'Vé thường', 150000, 100000000 from events where host_id = $1 returning id`,
  [host.id],
);
const { rows: frames } = await db.query(
  `with calendar as (insert into calendars (host_id, title, type, price, duration_minutes, capacity_per_frame)
                     values ($1, 'Lớp nhóm tồn', 'TWO_WAY', 150000, 60, 100000000) returning id)
   insert into calendar_frames (calendar_id, host_id, start_at, end_at, capacity)
   select calendar.id, $1, date_trunc('hour', now()) + interval '10 days' + g * interval '1 hour',
          date_trunc('hour', now()) + interval '10 days' + g * interval '1 hour' + interval '1 hour', 100000000
     from calendar, generate_series(1, $2) g returning id`,
  [host.id, CLIENTS],
);
const clients = await Promise.all(
  Array.from({ length: CLIENTS }, async () => {
    const client = new pg.Client({ connectionString: server.databaseUrl });
    await client.connect();
    return client;
  }),
);
const moveOf = { ticket_tiers: 'held = held + 1', calendar_frames: 'held = held + 1' };

/** µs a move (wall clock/PostgreSQL's CPU), `count` moves on each client's own row, all clients at once. */
async function moves(table, rows, told, { together, count }) {
  const set = `set_config('market.stock_told', '${told ? 'on' : 'off'}', true)`;
  const started = performance.now();
  const cpuBefore = databaseCpuMs(server.postmasterPid);
  await Promise.all(
    clients.slice(0, together ? CLIENTS : 1).map(async (client, i) => {
      await client.query(`set synchronous_commit = ${together ? 'on' : 'off'}`);
      const update = { name: `move_${table}_${told}_${i}`, text: `update ${table} set ${moveOf[table]} where id = $1`, values: [rows[i].id] };
      for (let n = 0; n < count; n++) {
        await client.query('begin');
        await client.query(`select ${set}`);
        await client.query(update);
        await client.query('commit');
      }
    }),
  );
  const n = count * (together ? CLIENTS : 1);
  return `${(((performance.now() - started) * 1000) / n).toFixed(0)}/${(((databaseCpuMs(server.postmasterPid) - cpuBefore) * 1000) / n).toFixed(0)}`;
}

const cases = [
  ['ticket_tiers', tiers],
  ['calendar_frames', frames],
];
console.log(
  `${MOVES} moves alone, ${Math.round(MOVES / CLIENTS)} on each of ${CLIENTS} clients together; µs a move (begin, set_config, update, commit), wall clock/PostgreSQL's CPU`,
);
console.log('round  table            alone: triggers  told  | together: triggers  told');
for (let round = 1; round <= ROUNDS; round++) {
  for (const [table, rows] of cases) {
    const alone = [await moves(table, rows, false, { together: false, count: MOVES }), await moves(table, rows, true, { together: false, count: MOVES })];
    const count = Math.round(MOVES / CLIENTS);
    const together = [await moves(table, rows, false, { together: true, count }), await moves(table, rows, true, { together: true, count })];
    console.log(
      String(round).padEnd(7),
      table.padEnd(16),
      alone
        .map((us) => us.padStart(10))
        .join(' ')
        .padStart(24),
      ' |',
      together
        .map((us) => us.padStart(10))
        .join(' ')
        .padStart(24),
    );
  }
}
// Without the guard: what its comparison of the other columns costs a told move.
await db.query('drop trigger stock_told_only_stock on ticket_tiers');
const unguarded = [];
for (let round = 1; round <= ROUNDS; round++) unguarded.push(await moves('ticket_tiers', tiers, true, { together: false, count: MOVES }));
console.log(`ticket_tiers told, without the guard, alone: ${unguarded.join(', ')} µs a move`);
await Promise.all(clients.map((client) => client.end()));
await server.stop();
