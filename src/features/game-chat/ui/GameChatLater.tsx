import { createElement, type ComponentProps } from 'react';
import { createLazyView } from '@/shared/ui/lazy-view';

// the social layer's code (its models, the limits it reads, its view) is its own chunk
const chatView = createLazyView(() => import('./GameChat').then((module) => ({ default: module.GameChat })));

/**
 * The game's social layer (`GameChat`, same props), loaded once the game screen has painted and the
 * main thread is idle (within 1 s): the boards, the calls and the play bar paint without waiting for
 * the chat's code, and the chat's first render is not part of the game's first commit. It sits below
 * the boards, so arriving later moves nothing above it. Nothing shows while it loads, or when its
 * chunk cannot load (the game plays on without it).
 */
export function GameChat(props: ComponentProps<typeof import('./GameChat').GameChat>) {
  const View = chatView.useView({ idle: true });
  // the loaded view is a module's component, the same one on every render
  return View ? createElement(View, props) : null;
}
