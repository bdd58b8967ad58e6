import pg from 'pg';

// bigint ids and counts are read as numbers (Strapi answers numeric ids); they stay far below 2^53.
pg.types.setTypeParser(20, (value) => Number(value));

export function openPool(url: string, max: number): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, max });
  // An idle client's error (the database restarting) must not crash the process.
  pool.on('error', () => undefined);
  return pool;
}
