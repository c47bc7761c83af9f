/**
 * Test controls of the mock wallet (not part of the contract): browser `window.__cartelaMock.wallet`,
 * `npm run provider` `POST /__mock/next-deposit-url {url}`.
 */
export class WalletFaults {
  private depositUrl: string | null = null;

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
}
