import { isDatabaseUnavailable } from "./http/database-unavailable";
import type { Logger } from "./logger";

/**
 * A job the process runs by itself on a timer: the mail outbox, the renewal reminders, the
 * activity log's retention, the shared content version (decision 041). Every one of them is made
 * with `createBackgroundJob`, so none can take the process down.
 */
export type BackgroundJob<Report> = {
  /** The first turn after `firstAfterMs`, then one every `everyMs` after the previous ended. */
  start(): void;
  /**
   * One turn now, or, while one runs, right after it (callers arriving meanwhile share that next
   * turn): what it reports is current. Rejects with the turn's error, for a caller that shows it
   * (an admin's "run now"); the timer's own turns log their errors instead.
   */
  runNow(): Promise<Report>;
  /** A logged turn after `delayMs` (a later kick before it replaces it); never rejects. */
  kick(delayMs?: number): void;
  /** No more turns; waits for the one in progress. */
  stop(): Promise<void>;
};

export type BackgroundJobOptions<Report> = {
  /** In every log line of the job (`job`), and the start of its messages. */
  name: string;
  logger: Pick<Logger, "info" | "warn" | "error">;
  /** One turn. It may throw: the error is logged and the next turn comes as planned. */
  run: () => Promise<Report>;
  everyMs: number;
  /** The first turn after start(): 0 runs it at once. Defaults to `everyMs`. */
  firstAfterMs?: number;
};

/**
 * Turns never overlap, each is awaited and its failure caught: an unavailable database is a
 * warning, anything else an error, logged once when the job starts failing (not every turn of
 * an outage), and the first success afterwards says the job works again. The timers are
 * unref'd: they never keep the process alive.
 */
export function createBackgroundJob<Report>(
  options: BackgroundJobOptions<Report>,
): BackgroundJob<Report> {
  const { name, logger, everyMs } = options;
  let started = false;
  let timer: NodeJS.Timeout | undefined;
  let soon: NodeJS.Timeout | undefined;
  let current: Promise<Report> | null = null;
  let next: Promise<Report> | null = null;
  let failedTurns = 0;

  const ignore = () => {};

  const runTurn = (): Promise<Report> => {
    // An async wrapper: a run() that throws before its first await rejects like any other.
    const turn = (async () => options.run())();
    current = turn;
    const settle = () => {
      if (current === turn) current = null;
    };
    turn.then(settle, settle);
    return turn;
  };

  const runNow = (): Promise<Report> => {
    if (!current) return runTurn();
    next ??= current.then(ignore, ignore).then(() => {
      next = null;
      return runTurn();
    });
    return next;
  };

  const failed = (error: unknown) => {
    failedTurns += 1;
    if (failedTurns > 1) return;
    if (isDatabaseUnavailable(error)) {
      logger.warn({ err: error, job: name }, `${name}: database unavailable`);
    } else logger.error({ err: error, job: name }, `${name} failed`);
  };

  /** A turn of the timer's: logged, never rejected. */
  const loggedTurn = async () => {
    try {
      await runNow();
      if (failedTurns > 0) {
        logger.info({ job: name, failedTurns }, `${name}: working again`);
        failedTurns = 0;
      }
    } catch (error) {
      try {
        failed(error);
      } catch {
        // A logger that throws must not take the process down either.
      }
    }
  };

  const schedule = (delayMs: number) => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      void loggedTurn().then(() => {
        if (started && !timer) schedule(everyMs);
      });
    }, delayMs);
    timer.unref();
  };

  return {
    start() {
      if (started) return;
      started = true;
      schedule(options.firstAfterMs ?? everyMs);
    },
    runNow,
    kick(delayMs = 0) {
      if (!started) return;
      clearTimeout(soon);
      soon = setTimeout(() => void loggedTurn(), delayMs);
      soon.unref();
    },
    async stop() {
      started = false;
      clearTimeout(timer);
      clearTimeout(soon);
      timer = undefined;
      await (next ?? current)?.then(ignore, ignore);
    },
  };
}
