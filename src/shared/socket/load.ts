import type { io } from 'socket.io-client';
import type * as Contract from './parse';

/**
 * The two heavy halves of the socket layer, loaded after the game screen's first paint, each
 * evaluated in a task of its own (a long task blocks taps; Lighthouse counts it as blocking time):
 * socket.io-client, and the contract's zod parsers of every payload (`./parse`). The socket is
 * made only once both are here, so every payload it delivers is validated and none waits unread.
 */

/** The parsers of the socket contract (`./parse`). */
export type ContractParsers = typeof Contract;

let parsers: ContractParsers | null = null;
let parsersLoading: Promise<ContractParsers> | null = null;

/**
 * Resolves in a later task of the main thread (`scheduler.yield` where the browser has it, else a
 * 0 ms timer): what follows it is not part of the current task (a render's commit, a module's run).
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** socket.io-client's `io`, loaded (once) in a task of its own. @throws the import's error when its chunk cannot load */
export async function loadSocketIo(): Promise<typeof io> {
  await nextTask();
  return (await import('socket.io-client')).io;
}

/** The contract's parsers, loaded (once) in a task of their own. @throws the import's error when their chunk cannot load */
export function loadParsers(): Promise<ContractParsers> {
  if (parsers) return Promise.resolve(parsers);
  parsersLoading ??= nextTask()
    .then(() => import('./parse'))
    .then(
      (loaded) => (parsers = loaded),
      (error: unknown) => {
        parsersLoading = null;
        throw error;
      },
    );
  return parsersLoading;
}

/**
 * The parsers, already loaded: what reads a payload of the socket or emits on it runs only once
 * the socket exists, which is made after they loaded.
 * @throws Error before they loaded (a caller that did not wait for the socket)
 */
export function parsersNow(): ContractParsers {
  if (!parsers) throw new Error('socket contract parsers not loaded yet');
  return parsers;
}
