import type { ReactNode } from 'react';
import { AddBalancePage } from '@/pages/add-balance';
import { InstructionsRules } from '@/pages/instructions';
import { InvitePage } from '@/pages/invite';
import { LimitsPage } from '@/pages/limits';
import { ProfilePage } from '@/pages/profile';
import { TermsPage } from '@/pages/terms';
import { m, Phrase } from '@/shared/i18n';

/**
 * Every logged-in page (the `/_protected` routes) by its first path segment, with the heading its
 * first paint shows: a lazy page's heading as its route passes it to lazyPage (./routes/_protected),
 * else the page's own `<h1>`. `param`: the route takes one more segment (`/gameWindow/10`). `screen`:
 * the page itself as it renders before the session is known (its `main` a `pageStyle` one), for a
 * page whose largest content is its own static text (its heading alone would leave the largest paint
 * to the scripts). The build-time prerender of the logged-in shell (./prerender.tsx) renders
 * each into index.html.
 */
export const SHELL_PAGES: Readonly<Record<string, { param?: true; heading: () => ReactNode; screen?: () => ReactNode }>> = {
  gameType: { heading: () => <h1>{m.account_game_type_title()}</h1> },
  stake: { heading: () => <h1>{m.game_choose_stake_title()}</h1> },
  boardSelector: { heading: () => <h1>{m.game_pick_boards_title()}</h1> },
  // reloaded mid-game, the shell's header and balance paint before the scripts; the game then paints
  // in one go with its restored calls (put back before the screen's first render), so nothing under them moves
  gameWindow: { param: true, heading: () => <h1 className="visually-hidden">{m.game_live_title()}</h1> },
  autoGames: { heading: () => <h1>{m.game_scheduled_title()}</h1> },
  autoBoardSelector: {
    param: true,
    heading: () => (
      <h1>
        <Phrase>{m.game_auto_picker_title()}</Phrase>
      </h1>
    ),
  },
  autoGamePlay: { param: true, heading: () => <h1 className="visually-hidden">{m.game_auto_play_title()}</h1> },
  // the manual deposit's instructions are the page's largest paint
  addBalance: { heading: () => <h1>{m.wallet_title()}</h1>, screen: () => <AddBalancePage /> },
  transactionHistory: { heading: () => <h1>{m.wallet_history_title()}</h1> },
  gameHistory: { heading: () => <h1>{m.account_games_title()}</h1> },
  // the whole form as the app first renders it (the limits, their source and today's totals not yet
  // read): its break hint and introduction are the page's largest paints, so they must not wait for
  // the scripts or the limits' answer (a server without the limit calls answers it 501)
  limits: { heading: () => <h1>{m.account_limits_title()}</h1>, screen: () => <LimitsPage /> },
  // the note beside the disabled Save is the page's largest paint
  profile: { heading: () => <h1>{m.account_profile_title()}</h1>, screen: () => <ProfilePage /> },
  // static text is the largest paint of these pages (the instructions' patterns, below it, come with the app)
  instructions: {
    heading: () => (
      <>
        <h1>{m.account_instructions_title()}</h1>
        <InstructionsRules />
      </>
    ),
  },
  // the code and the links keep their lines until the app knows the player
  invite: { heading: () => <h1>{m.account_invite_title()}</h1>, screen: () => <InvitePage /> },
  support: { heading: () => <h1>{m.account_support_title()}</h1> },
  terms: { heading: () => <h1>{m.account_terms_title()}</h1>, screen: () => <TermsPage /> },
};
