import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { prerenderShell, type ShellMarkup } from './prerender';
import { SHELL_PAGES } from './shell-headings';

/** The logged-in routes (the `/_protected` route files), by first path segment, and whether they take a parameter. */
const PROTECTED_ROUTES = Object.fromEntries(
  readdirSync(join(import.meta.dirname, '../routes/_protected')).map((file) => {
    const [page, param] = file.replace(/\.tsx$/, '').split('.');
    return [page!, param !== undefined];
  }),
);

describe('prerenderShell (the logged-in shell index.html carries)', () => {
  let shell: Record<'spec' | 'am' | 'en', ShellMarkup>;
  beforeAll(async () => {
    shell = await prerenderShell();
  });

  test('per language: the header before the session and balance are known, and an empty busy main', () => {
    expect(shell.spec.layout).toMatch(/<header[^>]*>.*Balance: ….*<\/header><main class="[^"]+" aria-busy="true"><\/main>/s);
    expect(shell.en.layout).toContain('Balance: …');
    expect(shell.am.layout).toContain('ቀሪ ሂሳብ፦ …');
    // no balance, no username: nothing the server has not said yet
    expect(shell.en.layout).not.toMatch(/ETB|data-testid="balance"/);
  });

  test('every logged-in route has its heading, the live game too, with the parameter where the route takes one', () => {
    for (const language of ['spec', 'am', 'en'] as const) {
      const params = Object.fromEntries(Object.entries(shell[language].headings).map(([page, { param }]) => [page, param]));
      expect(params).toEqual(PROTECTED_ROUTES);
    }
    expect(Object.keys(SHELL_PAGES).sort()).toEqual(Object.keys(PROTECTED_ROUTES).sort());
    expect(shell.en.headings.stake!.markup).toBe('<h1>Choose your stake</h1>');
    expect(shell.am.headings.autoGamePlay!.markup).toMatch(/^<h1 class="visually-hidden">[^<]+<\/h1>$/);
    // reloaded mid-game: the header paints before the scripts, the game's own heading is for screen readers
    expect(shell.en.headings.gameWindow).toEqual({ markup: '<h1 class="visually-hidden">Live game</h1>', param: true });
  });

  test("a page whose largest paint is its own static text carries that text, without style attributes the policy refuses", () => {
    expect(shell.en.headings.addBalance!.markup).toMatch(/^<h1>Wallet<\/h1>.*<p>Send the amount by mobile money/s);
    expect(shell.en.headings.profile!.markup).toMatch(/^<h1>Edit Profile<\/h1>.*role="note">Profile changes are not available yet/s);
    // the whole limits form as the app first renders it, before the limits are read (a server without the
    // proposed limit calls answers 501): its break hint, the page's largest paint, does not wait for that
    expect(shell.en.headings.limits!.markup).toMatch(/^<h1>Limits<\/h1><p class="[^"]+">Set how much you can deposit and stake each day.*Reading your limits….*During a break you cannot stake or deposit/s);
    // static pages: their text, not only the heading (the instructions' pattern cards come with the app, below it)
    expect(shell.en.headings.instructions!.markup).toMatch(/^<h1>Game Instructions<\/h1>.*<h2 id="how">How to play<\/h2>.*<p>You win only if the last called number completes the pattern/s);
    expect(shell.en.headings.instructions!.markup).not.toContain('Patterns by stake');
    expect(shell.en.headings.terms!.markup).toMatch(/^<h1>Terms and Conditions<\/h1>.*Minimum deposit: 50 ETB.*Invite credit is play-only/s);
    // the invite page before the player is known: its code and link lines are held, empty; its rewards are there
    expect(shell.en.headings.invite!.markup).toMatch(/^<h1>Invite Friends<\/h1>.*<code data-testid="referral-code" class="[^"]+">\u00a0<\/code>.*Share link:.*Invite rewards are play-only/s);
    expect(shell.en.headings.invite!.markup).not.toMatch(/signup\?ref=|<a /);
    // a stored choice (the session reminder's interval) the build cannot know is left out
    expect(shell.en.headings.profile!.markup).toContain('Session reminder');
    expect(shell.en.headings.profile!.markup).not.toContain('<select');
    for (const language of ['spec', 'am', 'en'] as const) {
      for (const { markup } of Object.values(shell[language].headings)) expect(markup).not.toMatch(/ style="|<main/);
      expect(shell[language].layout).not.toContain(' style="');
    }
  });
});
