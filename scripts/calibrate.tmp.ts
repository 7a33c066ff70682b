import { writeFileSync, mkdtempSync } from 'node:fs';
import { loadavg } from 'node:os';
import { startBaseline } from './bench/processes';
import { placement, runWrk } from './bench/wrk';
import { cleanUp } from './audit/cleanup';
const dir = mkdtempSync('/tmp/calib-');
const cores = placement();
for (const size of [60_000, 8_700, 1_000]) {
  const file = `${dir}/b${size}`;
  writeFileSync(file, Buffer.alloc(size, 'a'));
  const b = await startBaseline(file, 'text/html', { cpuList: cores.serverCpuList });
  for (const c of [32, 64]) for (let i = 0; i < 2; i++) {
    const r = await runWrk({ url: b.url, request: { method: 'GET', path: '/', headers: {} }, connections: c, seconds: 3, warmUpSeconds: 1, watchPids: [b.pid], threads: 1, cpuList: cores.generatorCpuList });
    console.log(`${size}B c${c}: ${Math.round(r.requestsPerSecond)} req/s wrk ${r.generatorLoad} server ${r.serverCpu[0]} p99 ${r.p99Ms} load ${loadavg()[0]?.toFixed(2)}`);
  }
  await b.stop();
}
await cleanUp();
process.exit(0);
