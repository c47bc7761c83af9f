import { useLayoutEffect, useState, type ReactNode } from 'react';

/**
 * Renders `children`, and makes their first commit paint as what it settles into, not as a frame
 * before it. A screen restores what it can in a layout effect when it mounts (effector-react's
 * `useGate` opens there: a scheduled game puts back the details already read, a board picker the
 * board list it holds), but its components subscribe to those stores only in
 * their passive effects. After a transition or a suspended screen's commit React runs those after
 * the browser has painted: the first frame would show the screen without what was restored, and
 * the next one would move everything under it. (A screen that can put it back before its first
 * render needs none of this: the live game's route does, src/app/routes/_protected/gameWindow.$betAmount.tsx.)
 * A synchronous update from this layout effect (it runs after its children's) makes React
 * run the passive effects and the re-render they ask for before the paint, in the same task.
 * The children element stays the same object, so this component's own update renders nothing else.
 */
export function FirstPaintSettled({ children }: { children: ReactNode }) {
  const [, settle] = useState(false);
  // the cascade the rule guards against is the point here: one more synchronous pass before the paint
  // eslint-disable-next-line react-hooks/set-state-in-effect
  useLayoutEffect(() => settle(true), []);
  return children;
}
