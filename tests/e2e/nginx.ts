import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { headersFileOf } from '../../scripts/build/vite/deploy-files';

/** Debian's nginx (scripts/build/ensure-test-tools.ts installs it with Chromium). */
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

/** Whether something on 127.0.0.1:`port` takes a TCP connection. */
const accepts = (port: number) =>
  new Promise<boolean>((done) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), done(true)));
    socket.once('error', () => done(false));
  });

/**
 * Serves the production build in `outDir` through deploy/nginx on 127.0.0.1:`port`, in the
 * foreground (stopped by the returned function). A configuration error throws with nginx's own
 * words (`nginx -t`), so it fails the tests that need the server rather than their page loads; so
 * does a port another server already holds.
 */
export async function serveWithNginx(outDir: string, port: number): Promise<() => Promise<void>> {
  // a server left on the port (a stale nginx of an interrupted run) would answer in this one's place
  if (await accepts(port)) throw new Error(`port ${port} is taken by another server: stop it (a stale nginx?) or choose another E2E_PORT_BASE`);
  const dir = mkdtempSync(join(tmpdir(), 'cartela-nginx-'));
  // run as root, nginx's workers are `nobody`: they read the configuration's folder
  chmodSync(dir, 0o755);
  const conf = configFor(dir, outDir, port);
  // run as root, the workers would be `nobody`, who cannot read a build inside a private folder (a
  // clone made with `mktemp -d` is 0700): they run as the test's own user instead
  const asUs = process.getuid?.() === 0 ? ' user root;' : '';
  const check = spawnSync(NGINX, ['-t', '-q', '-p', dir, '-c', conf, '-e', 'stderr', '-g', `daemon off;${asUs}`], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`deploy/nginx does not load: ${check.stderr || check.stdout}`);
  const nginx: ChildProcess = spawn(NGINX, ['-p', dir, '-c', conf, '-e', 'stderr', '-g', `daemon off;${asUs}`], { stdio: ['ignore', 'ignore', 'inherit'] });
  const exited = new Promise<void>((done) => nginx.once('exit', () => done()));
  const stop = async () => {
    if (nginx.exitCode === null) nginx.kill('SIGQUIT');
    await exited;
    rmSync(dir, { recursive: true, force: true });
  };
  // ready when the port takes a connection (a TCP connect: fetch refuses some ports, e.g. 4190)
  for (let i = 0; !(await accepts(port)); i++) {
    if (i > 100 || nginx.exitCode !== null) {
      await stop();
      throw new Error(`nginx did not start on port ${port}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return stop;
}
