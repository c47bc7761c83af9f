import { registerSW } from 'virtual:pwa-register';
import { scope } from './model';
import { connectServiceWorker } from './update';

/** Registers the app's service worker (pwa.config.ts) with the app's update flow (`connectServiceWorker`). */
export function registerServiceWorker(): void {
  connectServiceWorker(registerSW, scope);
}
