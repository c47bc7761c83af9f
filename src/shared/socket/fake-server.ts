import { boundCallback, type Subscription } from './subscription';

/**
 * A recording stand-in for the server in model and component tests: it takes the routes a model
 * subscribes (the fake handler of its `subscribeFx`), records what the model sends, and lets the
 * test deliver server events by name (`bingoNumber:g1`).
 */
export function createFakeServer() {
  const handlers = new Map<string, (payload: unknown) => void>();
  const emitted: { key: string; payload: unknown }[] = [];
  return {
    handlers,
    emitted,
    /** The fake `subscribeFx` handler (runs as the effect, so routes bind to its scope); registering one name twice throws (listeners must not pile up). */
    subscribe(s: Subscription): (() => void)[] {
      return s.routes.map((r) => {
        const name = `${r.key}:${s.gameId}`;
        if (handlers.has(name)) throw new Error(`${name} registered twice`);
        handlers.set(name, boundCallback(r));
        return () => handlers.delete(name);
      });
    },
    /** A fake emitting effect handler that records `{ key, payload }`. */
    record(key: string) {
      return (payload: unknown) => {
        emitted.push({ key, payload });
      };
    },
    /** Payloads the model sent under `key`. */
    sent(key: string): unknown[] {
      return emitted.filter((e) => e.key === key).map((e) => e.payload);
    },
    /** Delivers a server event to the handler registered under `name` (`key:gameId`). */
    send(name: string, payload: unknown) {
      const h = handlers.get(name);
      if (!h) throw new Error(`no listener for ${name}`);
      h(payload);
    },
    clear() {
      handlers.clear();
      emitted.length = 0;
    },
  };
}
