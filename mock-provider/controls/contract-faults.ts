import type { RequestHandler } from 'express';
import { serverEventOf } from '@contracts/socket';

/**
 * Deliberate contract breaches of the mock provider, so the conformance runner can be shown to
 * catch a wrong server (`startProviderServer(…, { contractFault })`, `npm run provider` with
 * `MOCK_CONTRACT_FAULT`). Not part of the contract.
 * - `timer-bare-number`: `_timer_update_{gameId}` sends the seconds as a bare number, not `{ remainingTime }`;
 * - `winner-null`: a winning `_game_result_{gameId}` sends `winner: null`;
 * - `history-bare-array`: GET /transactions/history/data/{id} answers the rows as a bare array, not `{ data }`;
 * - `balance-string`: GET /transactions/balance/{id} answers `current_balance` as a string ("500.00"), not a number.
 */
export const CONTRACT_FAULTS = ['timer-bare-number', 'winner-null', 'history-bare-array', 'balance-string'] as const;
export type ContractFault = (typeof CONTRACT_FAULTS)[number];

/** Whether `value` names a fault (e.g. from the environment). */
export function isContractFault(value: unknown): value is ContractFault {
  return typeof value === 'string' && (CONTRACT_FAULTS as readonly string[]).includes(value);
}

/** The payload of a socket event as the faulty provider sends it (unchanged for other events). */
export function faultyPayload(fault: ContractFault | undefined, event: string, payload: unknown): unknown {
  if (fault === 'timer-bare-number' && serverEventOf(event)?.key === 'timerUpdate' && payload && typeof payload === 'object') {
    return (payload as { remainingTime?: unknown }).remainingTime;
  }
  if (fault === 'winner-null' && serverEventOf(event)?.key === 'gameResult' && payload && typeof payload === 'object' && (payload as { winner?: unknown }).winner) {
    return { ...payload, winner: null };
  }
  return payload;
}

/** The HTTP faults: which answers each rewrites, and how (on the parsed JSON). */
const HTTP_FAULTS: Partial<Record<ContractFault, { path: RegExp; rewrite: (body: Record<string, unknown>) => unknown }>> = {
  'history-bare-array': { path: /\/api\/transactions\/history\/data\//, rewrite: (b) => (Array.isArray(b.data) ? b.data : b) },
  'balance-string': { path: /\/api\/transactions\/balance\//, rewrite: (b) => (typeof b.current_balance === 'number' ? { ...b, current_balance: b.current_balance.toFixed(2) } : b) },
};

/**
 * Express middleware: an HTTP fault rewrites its answers (`history-bare-array`: the history's `data`
 * rows sent bare; `balance-string`: the balance as a string). The answer is held until it ends (the
 * MSW middleware streams it), then rewritten with its length.
 */
export function faultyHttp(fault: ContractFault | undefined): RequestHandler {
  const http = fault ? HTTP_FAULTS[fault] : undefined;
  return (req, res, next) => {
    if (!http || !http.path.test(req.path)) return next();
    const chunks: Buffer[] = [];
    const end = res.end.bind(res) as (body?: unknown) => typeof res;
    res.write = ((chunk: unknown) => {
      chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk)));
      return true;
    }) as typeof res.write;
    res.end = ((chunk?: unknown) => {
      if (chunk && typeof chunk !== 'function') chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk)));
      let body = Buffer.concat(chunks).toString('utf8');
      try {
        const parsed = JSON.parse(body) as Record<string, unknown>;
        if (parsed && typeof parsed === 'object') body = JSON.stringify(http.rewrite(parsed));
      } catch {
        // not JSON: as is
      }
      res.setHeader('Content-Length', Buffer.byteLength(body));
      return end(body);
    }) as typeof res.end;
    next();
  };
}
