// Browser tests need Debian's Chromium (toolchain.md item 3) and serve the network build through
// Debian's nginx with the brotli module (deploy/nginx): install what is missing when possible
// (root + apt), else stop with one line saying how.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const chromium = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const nginx = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const brotli = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
const needed = [
  [chromium, 'chromium'],
  [nginx, 'nginx'],
  [brotli, 'libnginx-mod-http-brotli-static'],
].filter(([path]) => !existsSync(path));
if (needed.length === 0) process.exit(0);
const packages = needed.map(([, name]) => name).join(' ');
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
let hasApt = false;
try {
  execSync('command -v apt-get', { stdio: 'ignore' });
  hasApt = true;
} catch {
  hasApt = false;
}
if (!isRoot || !hasApt) {
  console.error(`Missing for the browser tests: run "sudo apt-get install -y ${packages}" (or set CHROME_PATH / NGINX_PATH) and try again.`);
  process.exit(1);
}
console.log(`Installing Debian ${packages} for the browser tests...`);
// nginx's package would start its default site on port 80: the tests start their own server
execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive RUNLEVEL=1 apt-get install -y -qq ${packages}`, { stdio: 'inherit' });
for (const [path, name] of needed) {
  if (!existsSync(path)) {
    console.error(`Installing ${name} did not produce ${path}.`);
    process.exit(1);
  }
}
