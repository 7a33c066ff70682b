import 'dotenv/config';
import { startServer } from './server';
import { loadSettings, SettingsError } from './settings';

async function main() {
  let settings: ReturnType<typeof loadSettings>;
  try {
    settings = loadSettings();
  } catch (error) {
    if (error instanceof SettingsError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  let running: Awaited<ReturnType<typeof startServer>>;
  try {
    running = await startServer(settings);
  } catch (error) {
    // Settings checked against the outside world (the bucket) fail the same way.
    if (error instanceof SettingsError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
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

main().catch((error: unknown) => {
  console.error('Failed to start:', error);
  process.exit(1);
});
