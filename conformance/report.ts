/** One check's outcome: its name and, when it failed, why (naming the field). */
export interface CheckResult {
  name: string;
  ok: boolean;
  detail?: string;
}

/**
 * The conformance run's report: one line per check (`✓ name` / `✗ name — why`) as it happens, and
 * the summary `N passed, N failed`. A check that throws fails with the error's message; the run goes on.
 */
export class Report {
  readonly results: CheckResult[] = [];
  constructor(private readonly print: (line: string) => void = (line) => console.log(line)) {}

  /** Runs `fn` as the check `name`; its value, or undefined when it failed. */
  async check<T>(name: string, fn: () => Promise<T> | T): Promise<T | undefined> {
    try {
      const value = await fn();
      this.add({ name, ok: true });
      return value;
    } catch (e) {
      this.add({ name, ok: false, detail: e instanceof Error ? e.message : String(e) });
      return undefined;
    }
  }

  /** A check that could not run because an earlier one failed. */
  skip(name: string, because: string): void {
    this.add({ name, ok: false, detail: `not run: ${because}` });
  }

  get passed(): number {
    return this.results.filter((r) => r.ok).length;
  }
  get failed(): number {
    return this.results.length - this.passed;
  }
  summary(): string {
    return `${this.passed} passed, ${this.failed} failed`;
  }

  private add(result: CheckResult): void {
    this.results.push(result);
    this.print(result.ok ? `✓ ${result.name}` : `✗ ${result.name} — ${result.detail}`);
  }
}
