import { m } from '@/shared/i18n';

/**
 * A scheduled game's name for display (spec §2.12): dashes become spaces and every word is
 * capitalised, e.g. "evening-full-card" → "Evening Full Card". Empty parts are dropped.
 */
export function formatGameName(name: string): string {
  return name
    .split('-')
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
}

/**
 * What a scheduled game is called on screen (ours): its `gameName` as the list shows it
 * (`formatGameName`), or the neutral "Scheduled game" when the game (or its name) is not known yet.
 * Never its id.
 */
export function scheduledGameName(game: { gameName?: string | null } | null | undefined): string {
  const name = game?.gameName ? formatGameName(game.gameName) : '';
  return name || m.game_scheduled_game();
}

/** Status chip of a scheduled game (spec §4): completed, running, otherwise waiting. */
export function gameStatusOf(status: string): 'completed' | 'running' | 'waiting' {
  return status === 'completed' || status === 'running' ? status : 'waiting';
}
