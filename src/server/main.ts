import 'dotenv/config';
import { loadSettings, SettingsError } from './settings';

/** A bad setting (a bad value, or a database that cannot be reached) is one line and exit code 1. */
async function orExit<T>(step: () => T | Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    if (error instanceof SettingsError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/**
 * Any other failure to start is one line too: the owner needs what went
 * wrong, not where in the code. The stack is for whoever asks for it with
 * LOG_LEVEL=debug or trace.
 */
function failedToStart(error: unknown): never {
  const message = error instanceof Error ? error.message : String(error);
  console.error(`Failed to start: ${message.replace(/\s*\n\s*/g, ' ').trim()}`);
  const level = process.env.LOG_LEVEL?.trim();
  if ((level === 'debug' || level === 'trace') && error instanceof Error && error.stack) {
    console.error(error.stack);
  }
  process.exit(1);
}

async function main() {
  const settings = await orExit(() => loadSettings());
  // Express and React pick their production or development code from
  // NODE_ENV once, when loaded: they are loaded only now, after an unset
  // NODE_ENV has been settled (production), and see the same environment
  // as the rest of the server.
  process.env.NODE_ENV = settings.env;
  const { startServer } = await import('./server');
  const running = await orExit(() => startServer(settings));
  running.logger.info(`Portfolio is running at ${running.url} (admin: ${running.url}/admin/login)`);

  const shutdown = (signal: string) => {
    running.logger.info(`${signal} received: finishing requests in flight, then stopping`);
    running.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        running.logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
}

main().catch(failedToStart);
