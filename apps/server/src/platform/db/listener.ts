import pg from 'pg';

export interface Listener {
  /** True while LISTEN holds on every channel: a notification sent now will arrive. */
  readonly listening: boolean;
  /** Stops for good: no reconnection after this. */
  close(): Promise<void>;
}

/**
 * A connection of its own that LISTENs on `channels` and comes back after the database does (a
 * restart, a terminated backend, a network cut), trying again with a doubling delay. A pooled client
 * cannot do this: LISTEN belongs to one session, and the pool would hand the session to others.
 *
 * A connection cut without a word (a NAT or a load balancer dropping it) looks alive to TCP for
 * hours: a query every `heartbeatMs` that must answer within `timeoutMs` finds it out.
 *
 * Notifications sent while the connection is down are lost, so a listener that keeps anything
 * derived from them must drop it when `onListening(false)` is said, and may trust what it learns
 * again only after `onListening(true)`.
 */
export function listen(options: {
  url: string;
  channels: readonly string[];
  onNotification: (channel: string, payload: string) => void;
  onListening?: (listening: boolean) => void;
  applicationName?: string;
  retryMs?: { min: number; max: number };
  heartbeatMs?: number;
  timeoutMs?: number;
}): Listener {
  const { min, max } = options.retryMs ?? { min: 100, max: 5_000 };
  const timeoutMs = options.timeoutMs ?? 5_000;
  let client: pg.Client | null = null;
  let listening = false;
  let closed = false;
  let delay = min;
  let retry: NodeJS.Timeout | undefined;
  let heartbeat: NodeJS.Timeout | undefined;

  const say = (now: boolean) => {
    if (listening === now) return;
    listening = now;
    options.onListening?.(now);
  };

  function lost(gone: pg.Client): void {
    if (client !== gone) return;
    client = null;
    clearTimeout(heartbeat);
    say(false);
    gone.end().catch(() => undefined);
    if (closed) return;
    retry = setTimeout(connect, delay);
    retry.unref();
    delay = Math.min(delay * 2, max);
  }

  async function connect(): Promise<void> {
    if (closed) return;
    const next = new pg.Client({
      connectionString: options.url,
      application_name: options.applicationName ?? 'market-listener',
      keepAlive: true,
      // A database that accepts the connection, or a query, but never answers is down too.
      connectionTimeoutMillis: timeoutMs,
      query_timeout: timeoutMs,
    });
    client = next;
    // A lost connection reports on the client ('error', then 'end'); unhandled, the error would end the process.
    next.on('error', () => lost(next));
    next.on('end', () => lost(next));
    next.on('notification', (message) => options.onNotification(message.channel, message.payload ?? ''));
    try {
      await next.connect();
      for (const channel of options.channels) await next.query(`LISTEN ${next.escapeIdentifier(channel)}`);
      if (client !== next || closed) return;
      delay = min;
      say(true);
      // The next beat waits for the answer to the last one: one query at a time on this connection.
      const beat = () => {
        if (client !== next) return;
        heartbeat = setTimeout(() => next.query('SELECT 1').then(beat, () => lost(next)), options.heartbeatMs ?? 15_000);
        heartbeat.unref();
      };
      beat();
    } catch {
      lost(next);
    }
  }

  void connect();
  return {
    get listening() {
      return listening;
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      clearTimeout(heartbeat);
      const last = client;
      client = null;
      say(false);
      // A connection that no longer answers would keep end() waiting for ever.
      const given = new Promise((resolve) => setTimeout(resolve, timeoutMs).unref());
      await Promise.race([last?.end().catch(() => undefined), given]);
    },
  };
}
