import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

export interface Metrics {
  registry: Registry;
  httpDuration: Histogram<'method' | 'route' | 'status'>;
  projectionLag: Gauge<'projection'>;
  projectionEvents: Counter<'projection'>;
}

/** One registry per server (tests build several servers in one process). */
export function createMetrics(): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  return {
    registry,
    httpDuration: new Histogram({
      name: 'http_request_duration_seconds',
      help: 'HTTP request duration',
      labelNames: ['method', 'route', 'status'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
      registers: [registry],
    }),
    projectionLag: new Gauge({
      name: 'projection_lag_ms',
      help: 'Age of the newest event of the last applied batch when it committed',
      labelNames: ['projection'],
      registers: [registry],
    }),
    projectionEvents: new Counter({
      name: 'projection_events_total',
      help: 'Events applied by each projection',
      labelNames: ['projection'],
      registers: [registry],
    }),
  };
}
