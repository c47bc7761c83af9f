import type { ReactNode } from 'react';
import { Button } from '@/shared/ui/button';
import { SoundControls } from '@/shared/ui/sound-controls';
import { useTelegramBackAction, useTelegramClosingConfirmation, useTelegramVerticalSwipesOff } from '@/shared/telegram/index.native';
import { AutoMarkSwitch } from './AutoMarkSwitch';
import { CallViews } from './CallViews';
import * as css from './call.css';

// one element each for every render: a call does not render the sound controls and play aids again
const autoMark = <AutoMarkSwitch />;
const sound = <SoundControls />;

/**
 * The layout both game screens share (spec §2.9, §2.10): the connection banner, the auto-mark
 * switch and the mode's other play aids (`aids`, e.g. auto-claim) and sound controls,
 * stat tiles and call strip on top (`StatTiles`, `CallStrip`; with a `board`, the caller board one tap
 * away on a phone and beside the strip on a wide screen: `CallViews`), the mode's boards (`children`),
 * the play bar kept at the bottom of the screen while the boards scroll (`bar`: the latest call and,
 * in the manual game, the claim buttons; a sticky action joins it), one wide secondary action,
 * then the mode's dialogs. `social` (the game's reactions and chat) sits below the boards, in the
 * page's flow: it never covers the boards, the latest call or the claim buttons, and what grows in
 * it grows below them. The mode subscribes the tiles, the strip, the bar and the boards each in
 * its own component, so a call re-renders those and not this layout.
 */
export function PlayScreen(props: {
  banner: ReactNode;
  aids?: ReactNode;
  tiles: ReactNode;
  strip: ReactNode;
  board?: ReactNode;
  children: ReactNode;
  social?: ReactNode;
  bar: ReactNode;
  action: { label: string; onClick(): void; sticky?: boolean };
  dialogs: ReactNode;
}) {
  // inside Telegram: its BackButton opens the mode's exit dialog, and closing the Mini App asks first
  useTelegramBackAction(props.action.onClick);
  useTelegramClosingConfirmation(true);
  // a swipe while marking must not close the Mini App
  useTelegramVerticalSwipesOff();
  const action = (
    <Button tone="secondary" wide onClick={props.action.onClick}>
      {props.action.label}
    </Button>
  );
  return (
    <div>
      {props.banner}
      <div className={css.aidsRow}>
        {autoMark}
        {props.aids}
        {sound}
      </div>
      {props.tiles}
      {props.board ? <CallViews strip={props.strip} board={props.board} /> : props.strip}
      {props.children}
      {props.social}
      <div className={css.playBar} data-testid="play-bar">
        {props.bar}
        {props.action.sticky ? action : null}
      </div>
      {props.action.sticky ? null : <div className={css.actionBar}>{action}</div>}
      {props.dialogs}
    </div>
  );
}
