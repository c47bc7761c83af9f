import type { AutoGameEngine, GameChat, GameEngine } from '../engine';
import type { World } from '../world/world';
import type { Chaos, ChaosConfig, ChaosStats } from './chaos';
import type { FaultControls } from './faults';
import type { WalletFaults } from './wallet-faults';

/** Test and developer controls, on `window.__cartelaMock` in mock mode only. */
export interface MockControls {
  engine: GameEngine;
  world: World;
  startNow(betAmount: number): boolean;
  callNext(betAmount: number): number | null;
  /** Fresh world (accounts, balances, ledger), new manual games and new auto games (replaces the stored copies). */
  reset(): void;
  /** Auto games: `auto.gameIds()`, `auto.startNow(id)`, `auto.callNumbers(id, [..])`. */
  auto: AutoGameEngine;
  /** Ends the running game of a stake without a winner. */
  endNow(betAmount: number): boolean;
  /** Fault controls (drop sockets, refuse reconnection, duplicate or withhold calls, raw payloads, bent join answers). */
  faults: FaultControls;
  /**
   * Wallet controls: `wallet.nextDepositUrl(url)` bends the next deposit answer's url;
   * `wallet.nextMoneyStatus(409, n)` answers the next money calls without performing them;
   * `wallet.failLedgerReads(n)` fails the next ledger reads.
   */
  wallet: Pick<WalletFaults, 'nextDepositUrl' | 'nextMoneyStatus' | 'failLedgerReads'>;
  /**
   * The games' chat (proposed): `chat.mute(gameId, phone)`, `chat.close(gameId)`, `chat.reopen(gameId)`,
   * `chat.remove(gameId, messageId)`, `chat.configure({botEveryMs})`, `chat.offered = false` (a server without chat).
   */
  chat: GameChat;
  /** Chaos mode, read-only: its config and what it did so far; null when off (`cartela.mock.chaos` unset). */
  chaos: { config: ChaosConfig; stats(): ChaosStats } | null;
}

declare global {
  interface Window {
    __cartelaMock?: MockControls;
  }
}

/** Puts the controls of the browser's mock provider on `window.__cartelaMock`. */
export function installMockControls(parts: { engine: GameEngine; auto: AutoGameEngine; chat: GameChat; world: World; faults: FaultControls; walletFaults: WalletFaults; chaos?: Chaos }): void {
  const { engine, auto, chat, world, faults, walletFaults, chaos } = parts;
  window.__cartelaMock = {
    engine,
    world,
    startNow: (bet) => engine.startNow(bet),
    callNext: (bet) => engine.callNext(bet),
    reset: () => {
      world.reset();
      engine.restart();
      auto.restart();
      chat.stop();
      chat.offered = true;
    },
    auto,
    chat,
    endNow: (bet) => engine.endNow(bet),
    faults,
    wallet: {
      nextDepositUrl: (url) => walletFaults.nextDepositUrl(url),
      nextMoneyStatus: (status, count) => walletFaults.nextMoneyStatus(status, count),
      failLedgerReads: (count, status) => walletFaults.failLedgerReads(count, status),
    },
    chaos: chaos ? { config: chaos.config, stats: () => ({ ...chaos.stats }) } : null,
  };
}
