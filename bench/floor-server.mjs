// The machine's floors, served by a process of their own like the server under test:
//   GET /bare: Fastify answering fixed bytes (FLOOR_BODY_FILE) as JSON, nothing else;
//   GET /pg:   Fastify + pg answering the rows of one indexed query (FLOOR_SQL) on the bench database.
// Started by bench/support.mjs (startFloors); it is not a server of the product.
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';
import pg from 'pg';

const body = readFileSync(process.env.FLOOR_BODY_FILE);
const pool = new pg.Pool({ connectionString: process.env.FLOOR_DATABASE_URL, max: 10 });
pool.on('error', () => undefined);
const sql = process.env.FLOOR_SQL;

const app = Fastify({ logger: false });
app.get('/bare', (_request, reply) => reply.type('application/json; charset=utf-8').send(body));
app.get('/pg', async () => {
  const { rows } = await pool.query({ name: 'floor', text: sql });
  return { data: rows };
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.send?.('ready');
process.on('SIGINT', async () => {
  await app.close();
  await pool.end();
  process.exit(0);
});
