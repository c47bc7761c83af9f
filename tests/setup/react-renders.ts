/**
 * Counting what React renders, for tests that pin how much of a screen a store update re-renders
 * (e.g. a call re-renders the called number's cells, not the boards). Installed as the first unit
 * setup file: React DOM looks for the developer-tools hook (`__REACT_DEVTOOLS_GLOBAL_HOOK__`, the
 * one React DevTools uses) when it loads, then reports every commit to it. After each commit the
 * fibers React worked on are walked (a subtree React skipped keeps its old fibers, so it is not
 * entered) and each function component that ran (`PerformedWork`) counts one render by its name.
 */

interface Fiber {
  tag: number;
  type: unknown;
  flags: number;
  child: Fiber | null;
  sibling: Fiber | null;
  alternate: Fiber | null;
}
/** A component fiber of a commit: mounted, rendered again, or only visited (React compared its props and skipped it). */
type CommitListener = (fiber: Fiber, kind: 'mount' | 'render' | 'visit') => void;
interface Hook {
  supportsFiber: true;
  renderers: Map<number, unknown>;
  listeners: Set<CommitListener>;
  inject(renderer: unknown): number;
  onCommitFiberRoot(id: number, root: { current: Fiber }): void;
  onCommitFiberUnmount(): void;
  onPostCommitFiberRoot(): void;
  checkDCE(): void;
}

// fiber tags of components whose render is a function call (React's ReactWorkTags), and the flag of a fiber that ran
const FUNCTION_COMPONENT = 0;
const FORWARD_REF = 11;
const SIMPLE_MEMO_COMPONENT = 15;
const PERFORMED_WORK = 1;

function walk(next: Fiber, prev: Fiber | null, onRender: CommitListener) {
  if (next.tag === FUNCTION_COMPONENT || next.tag === FORWARD_REF || next.tag === SIMPLE_MEMO_COMPONENT) {
    onRender(next, !prev ? 'mount' : (next.flags & PERFORMED_WORK) === PERFORMED_WORK ? 'render' : 'visit');
  }
  // a child list React did not touch is the previous one: nothing below it rendered
  if (prev && next.child === prev.child) return;
  for (let child = next.child; child; child = child.sibling) walk(child, prev ? child.alternate : null, onRender);
}

const globals = globalThis as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__?: Hook };
const hook: Hook = (globals.__REACT_DEVTOOLS_GLOBAL_HOOK__ ??= {
  supportsFiber: true,
  renderers: new Map(),
  listeners: new Set(),
  inject(renderer) {
    const id = this.renderers.size + 1;
    this.renderers.set(id, renderer);
    return id;
  },
  onCommitFiberRoot(_id, root) {
    if (this.listeners.size === 0) return;
    const current = root.current;
    for (const listener of this.listeners) walk(current, current.alternate, listener);
  },
  onCommitFiberUnmount() {},
  onPostCommitFiberRoot() {},
  checkDCE() {},
});

const nameOf = (type: unknown): string => {
  const t = type as { displayName?: string; name?: string } | null;
  return t?.displayName ?? t?.name ?? '(anonymous)';
};

async function count(act: () => unknown, counted: (kind: 'mount' | 'render' | 'visit') => boolean): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  const listener: CommitListener = (fiber, kind) => {
    if (!counted(kind)) return;
    const name = nameOf(fiber.type);
    counts[name] = (counts[name] ?? 0) + 1;
  };
  hook.listeners.add(listener);
  try {
    await act();
  } finally {
    hook.listeners.delete(listener);
  }
  return counts;
}

/**
 * Runs `act` and returns how many times each function component rendered meanwhile, by name
 * (mounts included), e.g. `{ LiveNumberCell: 2, CallBall: 2 }`.
 */
export const countRenders = (act: () => unknown) => count(act, (kind) => kind !== 'visit');

/**
 * Runs `act` and returns how many times React reached each function component meanwhile, by name:
 * rendered, mounted, or compared and skipped (a memoized component whose props did not change).
 * What a list update costs even when few items render again.
 */
export const countVisits = (act: () => unknown) => count(act, () => true);
