import 'dotenv/config';
import { writeFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
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

  // EXPERIMENT (decision 0044): event-loop delay and memory, written to a file
  // on SIGUSR2 (then the histogram restarts), for scripts/measure-sqlite-driver.ts.
  const measureFile = process.env.PORTFOLIO_MEASURE_FILE;
  if (measureFile) {
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    let peakRss = process.memoryUsage().rss;
    setInterval(() => {
      peakRss = Math.max(peakRss, process.memoryUsage().rss);
    }, 100).unref();
    process.on('SIGUSR2', () => {
      const rss = process.memoryUsage().rss;
      peakRss = Math.max(peakRss, rss);
      const ms = (ns: number) => Math.round(ns / 1e4) / 100;
      writeFileSync(
        measureFile,
        JSON.stringify({
          eldP50Ms: ms(delay.percentile(50)),
          eldP99Ms: ms(delay.percentile(99)),
          eldMaxMs: ms(delay.max),
          rssMb: Math.round(rss / 1048576),
          peakRssMb: Math.round(peakRss / 1048576),
        }),
      );
      delay.reset();
      peakRss = rss;
    });
  }

  const running = await startServer(settings);
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
