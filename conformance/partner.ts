/** A player account on the server under test (phone, password). */
export interface Account {
  phone: string;
  password: string;
}

/** Where the server under test lives and who plays. */
export interface Target {
  /** HTTP base ending in `/api`, e.g. https://partner.example/api. */
  api: string;
  /** Socket.IO origin (path `/socket.io`). */
  socket: string;
  /** Pact state-change URL (conformance/states.ts); without it the run waits for the server's own countdown and calls. */
  states?: string;
  /** Two players with enough balance to stake and buy boards. */
  players: [Account, Account];
  /** How long to wait for a game to start or a number to be called without states (ms). */
  waitMs: number;
}

/** A logged-in player: the account and the bearer token the server issued. */
export interface Session extends Account {
  token: string;
  username: string;
}

/**
 * The server under test as the runner reaches it: JSON over HTTP with an optional bearer token,
 * and the state-change requests.
 */
export class Partner {
  constructor(readonly target: Target) {}

  /** `method path` under the API base; the status and the parsed JSON body (undefined when not JSON). */
  async http(method: 'GET' | 'POST', path: string, options: { token?: string; body?: unknown } = {}): Promise<{ status: number; body: unknown }> {
    const headers: Record<string, string> = {};
    if (options.token) headers.Authorization = `Bearer ${options.token}`;
    if (options.body !== undefined) headers['Content-Type'] = 'application/json';
    const res = await fetch(`${this.target.api}${path}`, { method, headers, body: options.body === undefined ? undefined : JSON.stringify(options.body) });
    const text = await res.text();
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      body = undefined;
    }
    return { status: res.status, body };
  }

  get hasStates(): boolean {
    return Boolean(this.target.states);
  }

  /** Pact's state-change request: `POST states { state, params, action: "setup" }`; the JSON answer. @throws Error when it fails */
  async state(state: string, params: Record<string, unknown>): Promise<unknown> {
    if (!this.target.states) throw new Error('no state-change URL (--states)');
    const res = await fetch(this.target.states, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ state, params, action: 'setup' }) });
    if (!res.ok) throw new Error(`state "${state}" answered ${res.status}`);
    return res.json().catch(() => ({}));
  }
}
