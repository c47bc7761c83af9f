/**
 * The Pact Verifier's result, for a partner: the verifier core answers one JSON document (`errors`
 * with each interaction's mismatches); this turns it into one block per failed interaction naming
 * the interaction, the field (path), the rule and what the server answered, one line per proposed
 * interaction the server does not offer, and the closing line
 * `N of M verified, P proposed: not offered, K not run: why, F failed`.
 */

/**
 * An interaction left out of the run and why: a proposed one the server does not offer
 * (`notOffered`, why e.g. `GET /limits answered 501`), or one that cannot run here.
 */
export interface NotRun {
  description: string;
  why: string;
  notOffered?: boolean;
}

interface Mismatch {
  type?: string;
  path?: string;
  key?: string;
  expected?: unknown;
  actual?: unknown;
  mismatch?: string;
  message?: string;
}

interface VerifierError {
  interaction?: string;
  mismatch?: { type?: string; message?: string; mismatches?: Mismatch[] } | string;
}

const short = (v: unknown) => {
  const text = typeof v === 'string' ? v : JSON.stringify(v);
  return text === undefined ? 'nothing' : text.length > 160 ? `${text.slice(0, 157)}…` : text;
};

/** One line per mismatch: `field: rule (expected …, the server answered …)`. */
function mismatchLine(m: Mismatch): string {
  const field = m.path ?? m.key ?? (m.type === 'StatusMismatch' ? 'status' : m.type ?? 'answer');
  const rule = m.mismatch ?? m.message ?? m.type ?? 'does not match';
  const seen = m.expected !== undefined || m.actual !== undefined ? ` (expected ${short(m.expected)}, the server answered ${short(m.actual)})` : '';
  return `${field}: ${rule}${seen}`;
}

/** The verifier's JSON (or any text) as `{ failed: [{ interaction, lines }] }`; text that is not its JSON is one failure. */
export function parseVerifierResult(text: string): { interaction: string; given?: string; lines: string[] }[] {
  let doc: { errors?: VerifierError[] };
  try {
    doc = JSON.parse(text) as { errors?: VerifierError[] };
  } catch {
    return text.trim() ? [{ interaction: '(the verifier)', lines: [text.trim().slice(0, 2000)] }] : [];
  }
  return (doc.errors ?? []).map((e) => {
    const m = e.mismatch;
    const lines = typeof m === 'string' ? [m] : m?.mismatches?.length ? m.mismatches.map(mismatchLine) : [m?.message ?? JSON.stringify(m ?? e).slice(0, 500)];
    // "Verifying a pact between A and B Given <state> And <state> - <description>"
    const named = /^Verifying a pact between \S+ and \S+(?: Given (.*?))? - (.*)$/s.exec(e.interaction ?? '');
    return { interaction: named ? named[2] : (e.interaction ?? '(unnamed interaction)'), given: named?.[1], lines };
  });
}

/**
 * The readable report: the failures (each with its provider states, the answer of a state that
 * failed, from `failedStates`: state name → why, and the error of a message scenario that failed,
 * from `scenarioErrors`: description → why), `○ description — proposed: not offered (why)` per
 * proposed interaction not offered, `- description — not run: why` per other one left out, and
 * `N of M verified, P proposed: not offered, K not run: why, F failed` (parts with 0 left out).
 */
export function verifyReport(
  text: string,
  total: number,
  notRun: NotRun[],
  failedStates: ReadonlyMap<string, string> = new Map(),
  scenarioErrors: ReadonlyMap<string, string> = new Map(),
): { failed: number; report: string } {
  const failures = parseVerifierResult(text);
  const out: string[] = [];
  for (const f of failures) {
    out.push(`✗ ${f.interaction}`);
    if (f.given) out.push(`    given: ${f.given}`);
    for (const state of f.given?.split(' And ') ?? []) if (failedStates.has(state)) out.push(`    the state failed: ${failedStates.get(state)}`);
    if (scenarioErrors.has(f.interaction)) out.push(`    the scenario failed: ${scenarioErrors.get(f.interaction)}`);
    for (const line of f.lines) out.push(`    ${line}`);
  }
  const offeredNot = notRun.filter((n) => n.notOffered);
  const skipped = notRun.filter((n) => !n.notOffered);
  for (const n of offeredNot) out.push(`○ ${n.description} — proposed: not offered (${n.why})`);
  for (const n of skipped) out.push(`- ${n.description} — not run: ${n.why}`);
  const verified = Math.max(0, total - failures.length);
  const reasons = [...new Set(skipped.map((n) => n.why))];
  out.push(
    `${verified} of ${total + notRun.length} verified` +
      (offeredNot.length ? `, ${offeredNot.length} proposed: not offered` : '') +
      (skipped.length ? `, ${skipped.length} not run: ${reasons.join('; ')}` : '') +
      (failures.length ? `, ${failures.length} failed` : ''),
  );
  return { failed: failures.length, report: out.join('\n') };
}
