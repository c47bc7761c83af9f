/** Reading a Chromium trace of `npm run bench`: the main thread's busy time between the probe's marks. */

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  /** Thread (CPU) time of the event, µs, when the trace has thread timestamps. */
  tdur?: number;
  pid: number;
  tid: number;
}

/** The categories the trace needs: top-level tasks of every thread, and the page's user-timing marks. */
export const TRACE_CATEGORIES = ['toplevel', 'blink.user_timing'];

/**
 * For each sample N with both marks `<name>-start-N` and `<name>-painted-N` (scripts/measure/bench/probe.ts;
 * `name` is `bench` for the app's messages, `hand` for the calls the probe draws by hand, another
 * for the frames measured without a message),
 * the time (ms) the page's main thread spent running tasks between them: the union of its top-level
 * task intervals clipped to the span, so the wait for the next frame is not counted (`wall`); and
 * the CPU time of those tasks (`cpu`, each outermost task's thread time, prorated when the task
 * only partly falls in the span), which other processes competing for the cores do not inflate.
 * @param trace the JSON Chromium writes (`{ traceEvents }` or a bare array)
 */
export function busyBetweenMarks(trace: unknown, name = 'bench'): { wall: number[]; cpu: number[] } {
  const events = (Array.isArray(trace) ? trace : (trace as { traceEvents: TraceEvent[] }).traceEvents) as TraceEvent[];
  const starts = new Map<string, TraceEvent>();
  const ends = new Map<string, TraceEvent>();
  const mark = new RegExp(`^${name}-(start|painted)-(\\d+)$`);
  for (const e of events) {
    const m = mark.exec(e.name);
    if (m && e.cat.includes('blink.user_timing')) (m[1] === 'start' ? starts : ends).set(m[2], e);
  }
  const first = starts.values().next().value;
  if (!first) return { wall: [], cpu: [] };
  const tasks = events
    .filter((e) => e.pid === first.pid && e.tid === first.tid && e.ph === 'X' && e.cat.split(',').includes('toplevel') && e.dur)
    .map((e) => [e.ts, e.ts + e.dur!, e.tdur ?? e.dur!] as [number, number, number])
    .sort((a, b) => a[0] - b[0]);
  // merge nested and overlapping tasks into busy intervals; the CPU time is the outermost task's
  const busy: [number, number, number][] = [];
  for (const [a, b, cpu] of tasks) {
    const last = busy.at(-1);
    if (last && a <= last[1]) last[1] = Math.max(last[1], b);
    else busy.push([a, b, cpu]);
  }
  const wall: number[] = [];
  const cpu: number[] = [];
  for (const [id, s] of starts) {
    const e = ends.get(id);
    if (!e) continue;
    let w = 0;
    let c = 0;
    for (const [a, b, t] of busy) {
      if (b <= s.ts) continue;
      if (a >= e.ts) break;
      const overlap = Math.min(b, e.ts) - Math.max(a, s.ts);
      w += overlap;
      c += (t * overlap) / (b - a);
    }
    wall.push(w / 1000);
    cpu.push(c / 1000);
  }
  return { wall, cpu };
}

/** With `npm run bench` BENCH_DETAIL=1: the renderer's own events, to see what a message costs in style, layout and paint. */
export const DETAIL_CATEGORIES = ['devtools.timeline'];

/**
 * For each sample with both marks (see `busyBetweenMarks`), what the main thread's rendering did
 * between them: elements whose style was recalculated (`UpdateLayoutTree`'s elementCount, summed),
 * and the time (ms) of style recalculation, layout and paint (PrePaint + Paint). A call that restyles
 * a handful of elements rather than the whole document shows here. Needs DETAIL_CATEGORIES traced.
 */
export function renderingBetweenMarks(trace: unknown): { elements: number[]; style: number[]; layout: number[]; paint: number[] } {
  const events = (Array.isArray(trace) ? trace : (trace as { traceEvents: (TraceEvent & { args?: { elementCount?: number } })[] }).traceEvents) as (TraceEvent & {
    args?: { elementCount?: number };
  })[];
  const starts = new Map<string, TraceEvent>();
  const ends = new Map<string, TraceEvent>();
  for (const e of events) {
    const m = /^bench-(start|painted)-(\d+)$/.exec(e.name);
    if (m && e.cat.includes('blink.user_timing')) (m[1] === 'start' ? starts : ends).set(m[2], e);
  }
  const first = starts.values().next().value;
  const out = { elements: [] as number[], style: [] as number[], layout: [] as number[], paint: [] as number[] };
  if (!first) return out;
  const rendering = events.filter((e) => e.pid === first.pid && e.tid === first.tid && e.ph === 'X' && ['UpdateLayoutTree', 'Layout', 'PrePaint', 'Paint'].includes(e.name));
  for (const [id, s] of starts) {
    const end = ends.get(id);
    if (!end) continue;
    const within = rendering.filter((e) => e.ts >= s.ts && e.ts < end.ts);
    const ms = (names: string[]) => within.filter((e) => names.includes(e.name)).reduce((sum, e) => sum + (e.dur ?? 0), 0) / 1000;
    out.elements.push(within.filter((e) => e.name === 'UpdateLayoutTree').reduce((sum, e) => sum + (e.args?.elementCount ?? 0), 0));
    out.style.push(ms(['UpdateLayoutTree']));
    out.layout.push(ms(['Layout']));
    out.paint.push(ms(['PrePaint', 'Paint']));
  }
  return out;
}
