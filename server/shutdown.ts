import type { FastifyInstance } from 'fastify';

export interface ShutdownOptions {
  /** The process exits with 1 when closing takes longer than this. */
  timeoutMs: number;
  signals?: readonly NodeJS.Signals[];
  exit?: (code: number) => void;
}

/**
 * On SIGTERM or SIGINT: stop accepting connections, let in-flight requests finish (a request arriving meanwhile on a
 * kept-alive connection gets 503), close the database, exit 0. A second signal, or the timeout, exits 1 at once.
 * Returns a function that removes the signal listeners.
 */
export function closeOnSignals(app: FastifyInstance, options: ShutdownOptions): () => void {
  const { timeoutMs, signals = ['SIGTERM', 'SIGINT'], exit = (code) => process.exit(code) } = options;
  let closing = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (closing) {
      app.log.warn({ signal }, 'second signal: exiting without waiting');
      exit(1);
      return;
    }
    closing = true;
    app.log.info({ signal, timeoutMs }, 'shutting down: finishing in-flight requests');
    const timer = setTimeout(() => {
      app.log.error({ timeoutMs }, 'shutdown timed out: exiting with requests still open');
      exit(1);
    }, timeoutMs);
    timer.unref();
    app.close().then(
      () => {
        clearTimeout(timer);
        app.log.info('shut down cleanly');
        exit(0);
      },
      (error: unknown) => {
        clearTimeout(timer);
        app.log.error({ err: error }, 'shutdown failed');
        exit(1);
      },
    );
  };
  for (const signal of signals) process.on(signal, onSignal);
  return () => {
    for (const signal of signals) process.off(signal, onSignal);
  };
}
