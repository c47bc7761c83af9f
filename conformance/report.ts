/** How a check ended: passed, failed, a proposed call the server does not offer, or not run. */
export type Outcome = 'passed' | 'failed' | 'not offered' | 'not run';

/** One check's outcome: its name, whether it checks a proposed call, and why it did not pass. */
export interface CheckResult {
  name: string;
  outcome: Outcome;
  /** The check is about a call or field marked `x-spec-status: proposed`. */
  proposed: boolean;
  detail?: string;
  /** Kept for callers that read pass/fail only: true when passed (or a proposed call not offered). */
  ok: boolean;
}

/**
 * Thrown inside a proposed check when the server does not offer the proposed call (HTTP 404 or
 * 501, no acknowledgement): the check is reported "proposed: not offered", not failed.
 */
export class NotOffered extends Error {}

const SYMBOL: Record<Outcome, string> = { passed: '✓', failed: '✗', 'not offered': '○', 'not run': '-' };

/**
 * The conformance run's report: one line per check as it happens — `✓ name`, `✗ name — why`
 * (the check, the field, the rule and what the server answered), `○ name — proposed: not offered
 * (501)`, `- name — not run: why` — and the summary. A check that throws fails with the error's
 * message; the run goes on. Only required checks and offered proposed calls can fail the run.
 */
export class Report {
  readonly results: CheckResult[] = [];
  constructor(private readonly print: (line: string) => void = (line) => console.log(line)) {}

  /** Runs `fn` as the check `name`; its value, or undefined when it did not pass. */
  async check<T>(name: string, fn: () => Promise<T> | T, options: { proposed?: boolean } = {}): Promise<T | undefined> {
    const proposed = options.proposed ?? false;
    try {
      const value = await fn();
      this.add({ name, proposed, outcome: 'passed' });
      return value;
    } catch (e) {
      const detail = e instanceof Error ? e.message : String(e);
      if (e instanceof NotOffered && proposed) this.add({ name, proposed, outcome: 'not offered', detail: `proposed: not offered (${detail})` });
      else this.add({ name, proposed, outcome: 'failed', detail });
      return undefined;
    }
  }

  /** A check on a proposed call (`x-spec-status: proposed`): "not offered" when it throws NotOffered. */
  proposed<T>(name: string, fn: () => Promise<T> | T): Promise<T | undefined> {
    return this.check(`${name} (proposed)`, fn, { proposed: true });
  }

  /** A check that could not run, and why (an earlier check failed, the server has nothing to check). */
  skip(name: string, because: string): void {
    this.add({ name, proposed: false, outcome: 'not run', detail: `not run: ${because}` });
  }

  private count(outcome: Outcome, proposed?: boolean): number {
    return this.results.filter((r) => r.outcome === outcome && (proposed === undefined || r.proposed === proposed)).length;
  }
  get passed(): number {
    return this.count('passed');
  }
  /** Failed checks: required ones, and proposed calls that are offered but wrong. */
  get failed(): number {
    return this.count('failed');
  }
  get notOffered(): number {
    return this.count('not offered');
  }
  get notRun(): number {
    return this.count('not run');
  }
  /** How many checks are about required calls, and how many about proposed ones. */
  get required(): number {
    return this.results.filter((r) => !r.proposed).length;
  }
  get proposedCount(): number {
    return this.results.filter((r) => r.proposed).length;
  }

  /**
   * `N passed, F failed` then the split: `(R required: r passed; P proposed: p passed, o not
   * offered)` and `K not run: why`.
   */
  summary(): string {
    const reasons = [...new Set(this.results.filter((r) => r.outcome === 'not run').map((r) => r.detail!.replace(/^not run: /, '')))];
    const parts = [
      `${this.passed} passed, ${this.failed} failed`,
      `(${this.required} required: ${this.count('passed', false)} passed; ${this.proposedCount} proposed: ${this.count('passed', true)} passed, ${this.notOffered} not offered)`,
    ];
    if (this.notRun > 0) parts.push(`${this.notRun} not run: ${reasons.join('; ')}`);
    return parts.join(' ');
  }

  private add(result: Omit<CheckResult, 'ok'>): void {
    this.results.push({ ...result, ok: result.outcome === 'passed' || result.outcome === 'not offered' });
    this.print(result.detail ? `${SYMBOL[result.outcome]} ${result.name} — ${result.detail}` : `${SYMBOL[result.outcome]} ${result.name}`);
  }
}
