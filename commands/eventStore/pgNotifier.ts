import pg from 'pg';

type Listener = () => void;

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
  private notifyAgain = false;

  constructor(
    private readonly connectionString: string,
    private readonly channel: string,
  ) {}

  async start(): Promise<void> {
    const client = new pg.Client({ connectionString: this.connectionString });
    client.on('notification', () => this.fire());
    client.on('error', () => this.reconnect(client));
    client.on('end', () => this.reconnect(client));
    await client.connect();
    await client.query(`listen ${this.channel}`);
    this.client = client;
    this.fire(); // anything that happened while disconnected
  }

  /**
   * Wakes every listener of the channel, in every process, after a commit. Never awaited by the
   * append: at most one NOTIFY is in flight and calls made meanwhile coalesce into one more.
   * A wake-up lost to a dropped connection costs subscribers at most their poll interval.
   */
  notify(): void {
    const client = this.client;
    if (!client) return;
    if (this.notifying) {
      this.notifyAgain = true;
      return;
    }
    this.notifying = true;
    client
      .query(`select pg_notify('${this.channel}', '')`)
      .catch(() => {})
      .finally(() => {
        this.notifying = false;
        if (this.notifyAgain) {
          this.notifyAgain = false;
          this.notify();
        }
      });
  }

  onNotify(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private fire(): void {
    for (const listener of this.listeners) listener();
  }

  private reconnect(failed: pg.Client): void {
    if (this.stopped || this.client !== failed || this.reconnectTimer) return;
    this.client = undefined;
    failed.removeAllListeners();
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
