import type { RequestHandler } from 'express';
import { proposedOperationOf, proposedOperations } from '../../provider-states/proposed';
import { createBoards } from '../world/boards';
import type { World } from '../world/world';

/**
 * How `npm run provider` differs from the default honest server (MOCK_WORLD, JSON), so the partner
 * kit can be shown to pass a server it was not written against. Not part of the contract.
 * - `boardSeed`: another board set (same ids, other numbers; default 75);
 * - `accounts`: phone → `{ username, password }` replacing the demo accounts' (a state's params
 *   still set them, as a partner's states endpoint does);
 * - `proposedOff`: every operation marked `x-spec-status: proposed` in openapi.yaml answers
 *   501 `{message}` ("not offered", as the contract allows), and so do the states of the proposed
 *   limits (their interactions are then "not offered" too);
 * - `acksOff`: the proposed acknowledgements of money and seat events (`_join_game_`,
 *   `purchase_cartela`, `join_auto_game`) are never sent;
 * - `refuseStates`: provider states the states endpoint cannot set up (answered 400 `{message}`),
 *   to show a failed state failing its interaction.
 */
export interface WorldOptions {
  boardSeed?: number;
  accounts?: Record<string, { username?: string; password?: string }>;
  proposedOff?: boolean;
  acksOff?: boolean;
  refuseStates?: string[];
}

/** Reads MOCK_WORLD-style JSON; unknown or malformed fields are dropped. */
export function parseWorldOptions(json: string | undefined): WorldOptions {
  if (!json) return {};
  const raw = JSON.parse(json) as Record<string, unknown>;
  const accounts = raw.accounts && typeof raw.accounts === 'object' ? (raw.accounts as WorldOptions['accounts']) : undefined;
  return {
    boardSeed: typeof raw.boardSeed === 'number' ? raw.boardSeed : undefined,
    accounts,
    proposedOff: raw.proposedOff === true,
    acksOff: raw.acksOff === true,
    refuseStates: Array.isArray(raw.refuseStates) ? raw.refuseStates.filter((x): x is string => typeof x === 'string') : undefined,
  };
}

/** Applies the board set and the accounts to the world, and again after every reset of the world. */
export function applyWorldOptions(world: World, options: WorldOptions): void {
  if (options.boardSeed !== undefined) world.boards = createBoards(options.boardSeed);
  const accounts = options.accounts;
  if (!accounts) return;
  const apply = () => {
    for (const [phone, a] of Object.entries(accounts)) {
      const account = world.account(phone);
      if (!account) continue;
      if (a.username) account.username = a.username;
      if (a.password) account.password = a.password;
    }
    world.save();
  };
  const reset = world.reset.bind(world);
  world.reset = () => {
    reset();
    apply();
  };
  apply();
}

/** Express middleware: with `proposedOff`, a proposed operation answers 501 `{message}`. */
export function proposedOff(options: WorldOptions): RequestHandler {
  const ops = options.proposedOff ? proposedOperations() : [];
  return (req, res, next) => {
    if (ops.length > 0 && proposedOperationOf(req.method, req.path, ops)) return void res.status(501).json({ message: `${req.method} ${req.path} is not offered by this server` });
    next();
  };
}
