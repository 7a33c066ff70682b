import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../../e2e/support/app-process';

export const NGINX = '/usr/sbin/nginx';

const NO_NGINX =
  "No nginx for the cluster suite: install Debian's nginx package (apt-get install nginx).";

export interface Balancer {
  url: string;
  /** What nginx logged about its upstreams (failovers show here). */
  errorLog(): string;
  stop(): Promise<void>;
}

/**
 * The README's recipe for several instances behind nginx: the options of
 * each `server` line of the `upstream` block, the upstream block's other
 * lines (no `keepalive`: decision 0086), the proxy lines of the `location`
 * block beyond the headers every setup sets, and the wait after a restarted
 * instance is healthy before the next is stopped (longer than
 * `fail_timeout`, so nginx sends to it again). The README shows them word
 * for word (the suite checks it), so the suite runs the recipe owners copy.
 */
export const RECIPE = {
  server: 'max_fails=1 fail_timeout=2s',
  upstream: [] as string[],
  location: ['proxy_next_upstream error timeout http_502 http_503;'],
  waitAfterHealthySeconds: 5,
};

/**
 * The configuration: one foreground master with one worker, every file it
 * writes (pid, logs, request bodies and buffered answers) in `folder`, and
 * the instances balanced round-robin with the README's settings.
 * `X-Upstream` tells the client which instance answered (every instance
 * nginx tried, comma-separated).
 */
function config(folder: string, port: number, upstreams: string[]): string {
  const file = (name: string) => path.join(folder, name);
  const server = RECIPE.server ? ` ${RECIPE.server}` : '';
  return `daemon off;
master_process on;
worker_processes 1;
pid ${file('nginx.pid')};
error_log ${file('error.log')} warn;

events {
  worker_connections 1024;
}

http {
  access_log ${file('access.log')};
  client_body_temp_path ${file('client_body')};
  proxy_temp_path ${file('proxy')};
  fastcgi_temp_path ${file('fastcgi')};
  uwsgi_temp_path ${file('uwsgi')};
  scgi_temp_path ${file('scgi')};

  upstream portfolio {
${upstreams.map((address) => `    server ${address}${server};`).join('\n')}
${RECIPE.upstream.map((line) => `    ${line}`).join('\n')}
  }

  server {
    listen 127.0.0.1:${port};
    client_max_body_size 30m;

    location / {
      proxy_pass http://portfolio;
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
${RECIPE.location.map((line) => `      ${line}`).join('\n')}
      add_header X-Upstream $upstream_addr always;
    }
  }
}
`;
}

async function waitForListening(url: string, child: ChildProcess, log: () => string) {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`nginx exited early:\n${log()}`);
    try {
      await fetch(`${url}/healthz`);
      return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`nginx did not start listening:\n${log()}`);
}

/** Debian's nginx in the foreground on a free port of 127.0.0.1, balancing `upstreams` (host:port). */
export async function startBalancer(upstreams: string[]): Promise<Balancer> {
  if (!existsSync(NGINX)) throw new Error(NO_NGINX);
  const folder = mkdtempSync(path.join(tmpdir(), 'portfolio-nginx-'));
  // As root the master hands requests to workers running as `nobody`: they
  // must reach the temp folders in here (nginx makes those and gives them
  // to that user itself; the folder above them only needs to be passable).
  chmodSync(folder, 0o755);
  const port = await freePort();
  const conf = path.join(folder, 'nginx.conf');
  writeFileSync(conf, config(folder, port, upstreams));
  let output = '';
  // `-e`: the log before the configuration is read, which would otherwise be /var/log/nginx.
  const child = spawn(NGINX, ['-p', folder, '-c', conf, '-e', path.join(folder, 'error.log')], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const errorLog = () => {
    try {
      return readFileSync(path.join(folder, 'error.log'), 'utf8');
    } catch {
      return '';
    }
  };
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForListening(url, child, () => output + errorLog());
  } catch (error) {
    child.kill('SIGKILL');
    rmSync(folder, { recursive: true, force: true });
    throw error;
  }
  return {
    url,
    errorLog,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        // SIGQUIT: nginx's graceful stop; the master takes its worker with it.
        child.kill('SIGQUIT');
        const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
        await exited;
        clearTimeout(timer);
      }
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
