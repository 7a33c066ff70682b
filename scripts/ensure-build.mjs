// `npm start` right after `npm ci` must work: build once when there is no build.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const built = existsSync('dist/server/main.js') && existsSync('dist/client/.vite/manifest.json');
if (!built) {
  console.log('No build found: building once (npm run build)...');
  execSync('npm run build', { stdio: 'inherit' });
}
