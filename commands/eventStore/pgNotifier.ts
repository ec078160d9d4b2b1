import pg from 'pg';

/** `commit`: the newest transaction id the wake-up is for (undefined: unknown, look anyway). */
type Listener = (commit: bigint | undefined) => void;

/**
 * Shortest time between two NOTIFYs of one process. The first after a quiet spell goes at once;
 * under load, the appends of the next few milliseconds share one wake-up (each wake-up costs a
 * read, and every projection it concerns a transaction of four or more round trips: at 500 gate
 * passes a second, 25 ms makes batches of about a dozen events instead of five).
 */
const NOTIFY_SPACING_MS = 25;

/**
 * One LISTEN connection per store, fanned out to every subscription. If the connection drops it
 * reconnects; meanwhile subscriptions keep polling, so a lost notification only costs latency.
 */
export class PgNotifier {
  private client: pg.Client | undefined;
  private readonly listeners = new Set<Listener>();
  private stopped = false;
  private reconnectTimer: NodeJS.Timeout | undefined;
  private notifying = false;
  /** The newest commit appended while a NOTIFY was in flight (sent next), if any. */
  private pending: bigint | undefined;
  private lastSent = 0;

  constructor(
    private readonly connectionString: string,
    private readonly channel: string,
  ) {}

  async start(): Promise<void> {
    const client = new pg.Client({ connectionString: this.connectionString });
    client.on('notification', (message) => this.fire(commitOf(message.payload)));
    client.on('error', () => this.reconnect(client));
    client.on('end', () => this.reconnect(client));
    await client.connect();
    await client.query(`listen ${this.channel}`);
    this.client = client;
    this.fire(undefined); // anything that happened while disconnected
  }

  /**
   * Wakes every listener of the channel, in every process, after the commit of transaction
   * `commit` (sent as the payload: a subscriber knows which events to wait for). Never awaited by
   * the append: at most one NOTIFY is in flight and calls made meanwhile coalesce into one more,
   * for the newest commit. A wake-up lost to a dropped connection costs subscribers at most their
   * poll interval.
   */
  notify(commit: bigint): void {
    const client = this.client;
    if (!client) return;
    if (this.notifying) {
      if (this.pending === undefined || commit > this.pending) this.pending = commit;
      return;
    }
    this.notifying = true;
    this.lastSent = performance.now();
    client
      .query('select pg_notify($1, $2)', [this.channel, String(commit)])
      .catch(() => {})
      .finally(() => {
        const wait = this.lastSent + NOTIFY_SPACING_MS - performance.now();
        setTimeout(
          () => {
            this.notifying = false;
            const next = this.pending;
            this.pending = undefined;
            if (next !== undefined) this.notify(next);
          },
          Math.max(0, wait),
        ).unref();
      });
  }

  onNotify(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private fire(commit: bigint | undefined): void {
    for (const listener of this.listeners) listener(commit);
  }

  private reconnect(failed: pg.Client): void {
    if (this.stopped || this.client !== failed || this.reconnectTimer) return;
    this.client = undefined;
    failed.removeAllListeners();
    failed.on('error', () => {}); // a second error of the dropped connection is not news
    failed.end().catch(() => {});
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = undefined;
      this.start().catch(() => this.scheduleRetry());
    }, 500);
  }

  private scheduleRetry(): void {
    if (this.stopped || this.reconnectTimer) return;
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = undefined;
      this.start().catch(() => this.scheduleRetry());
    }, 1000);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.reconnectTimer);
    this.listeners.clear();
    const client = this.client;
    this.client = undefined;
    if (client) {
      client.removeAllListeners();
      client.on('error', () => {});
      await client.end().catch(() => {});
    }
  }
}

function commitOf(payload: string | undefined): bigint | undefined {
  return payload && /^\d+$/.test(payload) ? BigInt(payload) : undefined;
}
