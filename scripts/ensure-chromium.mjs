// Browser tests need Debian's Chromium (toolchain.md item 3): install it when missing and
// possible (root + apt), else stop with one line saying how.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const path = process.env.CHROME_PATH ?? '/usr/bin/chromium';
if (existsSync(path)) process.exit(0);
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
let hasApt = false;
try {
  execSync('command -v apt-get', { stdio: 'ignore' });
  hasApt = true;
} catch {
  hasApt = false;
}
if (!isRoot || !hasApt) {
  console.error(`Chromium is missing: run "sudo apt-get install -y chromium" (or set CHROME_PATH to a Chromium binary) and try again.`);
  process.exit(1);
}
console.log('Installing Debian chromium for the browser tests...');
execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', { stdio: 'inherit' });
if (!existsSync(path)) {
  console.error('Chromium install did not produce /usr/bin/chromium.');
  process.exit(1);
}
