/** A player account on the server under test (phone, password; the username the states give it, when set up through states). */
export interface Account {
  phone: string;
  password: string;
  username?: string;
}

/** Where the server under test lives and who plays. */
export interface Target {
  /** HTTP base ending in `/api`, e.g. https://partner.example/api. */
  api: string;
  /** Socket.IO origin (path `/socket.io`). */
  socket: string;
  /** Pact state-change URL (provider-states/); without it the run waits for the server's own countdown and calls. */
  states?: string;
  /** Two players with enough balance to stake and buy boards. */
  players: [Account, Account];
  /** How long to wait for a game to start or a number to be called without states (ms). */
  waitMs: number;
  /** The web app's origin, sent as `Origin` in the CORS preflight check (default http://localhost:5173). */
  origin?: string;
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
  async http(method: 'GET' | 'POST' | 'OPTIONS', path: string, options: { token?: string; body?: unknown; headers?: Record<string, string> } = {}): Promise<{ status: number; body: unknown; headers: Headers }> {
    const headers: Record<string, string> = { ...options.headers };
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
    return { status: res.status, body, headers: res.headers };
  }

  get hasStates(): boolean {
    return Boolean(this.target.states);
  }

  /** Pact's state-change request: `POST states { state, params, action: "setup" }`; the JSON answer. @throws Error when it fails */
  async state(state: string, params: Record<string, unknown>): Promise<unknown> {
    if (!this.target.states) throw new Error('no state-change URL (--states)');
    const res = await fetch(this.target.states, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ state, params, action: 'setup' }) });
    if (!res.ok) throw new Error(`state "${state}" (params ${JSON.stringify(params)}) ${answered(res.status, await res.json().catch(() => undefined))}`);
    return res.json().catch(() => ({}));
  }
}

/** `answered 400: the server's message` (the `{message}` of an error answer, when it has one). */
export function answered(status: number, body: unknown): string {
  const message = body && typeof body === 'object' && typeof (body as { message?: unknown }).message === 'string' ? (body as { message: string }).message : undefined;
  return message ? `answered ${status}: ${message}` : `answered ${status}`;
}
