import { chatChecks } from './chat';
import { httpChecks } from './http-checks';
import { manualGameChecks } from './manual-game';
import { Partner, type Target } from './partner';
import { Report } from './report';
import { scheduledGameChecks } from './scheduled-game';
import { GAME_STATES } from '../provider-states';

/** The balance each player is given when the run sets its world up through states (ETB): enough for stakes and boards. */
export const PLAYER_BALANCE = 1000;

/**
 * The conformance run against a server: with a states URL it first sets its world up (both players
 * with their passwords and a balance, every manual game and the scheduled games started over), then
 * the HTTP calls, then a manual game, the chat (proposed) and a scheduled game over Socket.IO with two players; one line
 * per check as it happens.
 * @returns the report (`failed` 0 when the server conforms)
 */
export async function runConformance(target: Target, print?: (line: string) => void): Promise<Report> {
  const report = new Report(print);
  const partner = new Partner(target);
  if (partner.hasStates) {
    const ready = await report.check('states: the players, the manual games and a waiting scheduled game are set up', async () => {
      for (const [n, p] of target.players.entries()) {
        await partner.state(GAME_STATES.playerReady, { phone: p.phone, username: p.username ?? `conformance-${n + 1}`, password: p.password, balance: PLAYER_BALANCE });
      }
      await partner.state(GAME_STATES.manualRestarts, {});
      await partner.state(GAME_STATES.scheduledRestarts, { firstStartsInMinutes: 10 });
      return true;
    });
    if (ready === undefined) {
      report.skip('every other check', 'the states could not set the world up');
      return report;
    }
  }
  const sessions = await httpChecks(report, partner);
  if (!sessions) {
    report.skip('socket checks', 'the players could not log in');
    return report;
  }
  await manualGameChecks(report, partner, sessions);
  // before the scheduled game is played to its end: the chat is tried in its room while it waits
  await chatChecks(report, partner, sessions);
  await scheduledGameChecks(report, partner, sessions);
  return report;
}
