import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { headersFileOf } from '../../scripts/vite/deploy-files';

/** Debian's nginx (scripts/ensure-browser-tools.mjs installs it with Chromium). */
export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const DEPLOY = resolve(import.meta.dirname, '../../deploy/nginx');

/**
 * deploy/nginx as the image runs it, with only the deployment's own paths changed: the port, the
 * build's folder and its headers file (what the image puts at /usr/share/cartela and
 * /etc/nginx/cartela/headers.conf), and the pid file. Throws when a path to change is not found, so
 * the test follows the committed files.
 */
function configFor(dir: string, outDir: string, port: number): string {
  const replace = (text: string, from: string, to: string) => {
    if (!text.includes(from)) throw new Error(`deploy/nginx no longer holds "${from}"`);
    return text.split(from).join(to);
  };
  let site = readFileSync(join(DEPLOY, 'cartela.conf'), 'utf8');
  site = replace(site, 'listen 8080;', `listen 127.0.0.1:${port};`);
  site = replace(site, 'listen [::]:8080;', '');
  site = replace(site, 'root /usr/share/cartela;', `root ${resolve(outDir)};`);
  site = replace(site, '/etc/nginx/cartela/headers.conf', headersFileOf(resolve(outDir)));
  writeFileSync(join(dir, 'cartela.conf'), site);
  let main = readFileSync(join(DEPLOY, 'nginx.conf'), 'utf8');
  main = replace(main, '/etc/nginx/cartela/cartela.conf', join(dir, 'cartela.conf'));
  main = replace(main, 'pid /tmp/cartela-nginx.pid;', `pid ${join(dir, 'nginx.pid')};`);
  for (const temp of ['client-body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) main = replace(main, `/tmp/nginx-${temp}`, join(dir, temp));
  const file = join(dir, 'nginx.conf');
  writeFileSync(file, main);
  return file;
}

/**
 * Serves the production build in `outDir` through deploy/nginx on 127.0.0.1:`port`, in the
 * foreground (stopped by the returned function). A configuration error throws with nginx's own
 * words (`nginx -t`), so it fails the tests that need the server rather than their page loads.
 */
export async function serveWithNginx(outDir: string, port: number): Promise<() => Promise<void>> {
  const dir = mkdtempSync(join(tmpdir(), 'cartela-nginx-'));
  // run as root, nginx's workers are `nobody`: they read the configuration's folder
  chmodSync(dir, 0o755);
  const conf = configFor(dir, outDir, port);
  const check = spawnSync(NGINX, ['-t', '-q', '-p', dir, '-c', conf, '-e', 'stderr'], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`deploy/nginx does not load: ${check.stderr || check.stdout}`);
  const nginx: ChildProcess = spawn(NGINX, ['-p', dir, '-c', conf, '-e', 'stderr', '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'inherit'] });
  const exited = new Promise<void>((done) => nginx.once('exit', () => done()));
  // ready when the port answers
  for (let i = 0; ; i++) {
    try {
      await fetch(`http://127.0.0.1:${port}/index.html`, { method: 'HEAD' });
      break;
    } catch (error) {
      if (i > 100 || nginx.exitCode !== null) throw new Error(`nginx did not start on port ${port}`, { cause: error });
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  return async () => {
    nginx.kill('SIGQUIT');
    await exited;
    rmSync(dir, { recursive: true, force: true });
  };
}
