import { httpChecks } from './http-checks';
import { manualGameChecks } from './manual-game';
import { Partner, type Target } from './partner';
import { Report } from './report';
import { scheduledGameChecks } from './scheduled-game';

/**
 * The conformance run against a server: the HTTP calls, then a manual game and a scheduled game
 * over Socket.IO with two players; one line per check as it happens.
 * @returns the report (`failed` 0 when the server conforms)
 */
export async function runConformance(target: Target, print?: (line: string) => void): Promise<Report> {
  const report = new Report(print);
  const partner = new Partner(target);
  const sessions = await httpChecks(report, partner);
  if (!sessions) {
    report.skip('socket checks', 'the players could not log in');
    return report;
  }
  await manualGameChecks(report, partner, sessions);
  await scheduledGameChecks(report, partner, sessions);
  return report;
}
