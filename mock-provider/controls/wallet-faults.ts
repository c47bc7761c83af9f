/**
 * Test controls of the mock wallet (not part of the contract): browser `window.__cartelaMock.wallet`,
 * `npm run provider` `POST /__mock/next-deposit-url {url}`, `POST /__mock/next-money-status
 * {status, count}`, `POST /__mock/fail-ledger-reads {count, status}`.
 */
export class WalletFaults {
  private depositUrl: string | null = null;
  private moneyStatuses: number[] = [];
  private ledgerFailures: number[] = [];

  /**
   * The next automatic deposit answers `url` instead of the mock checkout page, once; e.g.
   * `javascript:alert(1)` or a foreign https host, to show the client refuses untrusted redirects.
   */
  nextDepositUrl(url: string): void {
    this.depositUrl = url;
  }

  /** The url set by `nextDepositUrl`, handed out once; null when none is waiting. */
  takeDepositUrl(): string | null {
    const url = this.depositUrl;
    this.depositUrl = null;
    return url;
  }

  /**
   * The next `count` money POSTs (any of the wallet's) are answered `status` with `{message}` and
   * not performed: their Idempotency-Key is not spent, so a retry with it is performed. E.g. 409 (a
   * repeat of a key the server is still processing, as the IETF Idempotency-Key draft answers), 429
   * (try later), 503. The request is logged as received (`faults.moneyRequests()`).
   */
  nextMoneyStatus(status: number, count = 1): void {
    this.moneyStatuses.push(...Array.from({ length: Math.max(0, Math.floor(count)) }, () => status));
  }

  /** The status `nextMoneyStatus` set for this money POST, handed out once each; null when none is waiting. */
  takeMoneyStatus(): number | null {
    return this.moneyStatuses.shift() ?? null;
  }

  /**
   * The next `count` ledger reads (the three transaction-history paths) answer `status` (default
   * 503) with `{message}`: a client checking an unanswered intent cannot tell whether it was done.
   */
  failLedgerReads(count: number, status = 503): void {
    this.ledgerFailures.push(...Array.from({ length: Math.max(0, Math.floor(count)) }, () => status));
  }

  /** The status `failLedgerReads` set for this ledger read, handed out once each; null when none is waiting. */
  takeLedgerReadFailure(): number | null {
    return this.ledgerFailures.shift() ?? null;
  }
}
