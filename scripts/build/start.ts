// npm start: the app on the built-in mock provider (no server needed), at http://127.0.0.1:5173
import { spawn } from 'node:child_process';

console.log('Cartela on the built-in mock provider. Demo player: 0911000001 / cartela123');
console.log('Open it as a Telegram Mini App: the URL that `npm run telegram:link` prints (docs/telegram.md).');
const child = spawn('npx', ['vite', '--host', '127.0.0.1', '--port', '5173', '--strictPort'], {
  stdio: 'inherit',
  env: { ...process.env, VITE_API_MOCKING: 'true', VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
});
child.on('exit', (code) => process.exit(code ?? 0));
