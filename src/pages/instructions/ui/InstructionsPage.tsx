import { m, useLanguage } from '@/shared/i18n';
import { PATTERNS, STAKE_RULES, STAKES } from '@/shared/lib/bingo';
import { MiniGrid } from '@/shared/ui/mini-grid';
import { PatternName, patternName } from '@/shared/ui/pattern-name';
import { pageStyle } from '@/shared/ui/page';

/**
 * How to play and the Bad Bingo rule: the page's text, which index.html's logged-in shell also
 * carries (src/app/0-prerender/shell-headings.tsx) so the page's largest paint does not wait for the scripts.
 */
export function InstructionsRules() {
  useLanguage();
  return (
    <>
      <section aria-labelledby="how">
        <h2 id="how">{m.account_how_to_play()}</h2>
        <ol>
          <li>{m.account_how_1()}</li>
          <li>{m.account_how_2()}</li>
          <li>{m.account_how_3()}</li>
          <li>{m.account_how_4()}</li>
          <li>{m.account_how_5()}</li>
        </ol>
      </section>
      <section aria-labelledby="bad">
        <h2 id="bad">{m.account_bad_bingo()}</h2>
        <p>{m.account_bad_bingo_text()}</p>
        <p>{m.account_leaving_forfeit()}</p>
      </section>
    </>
  );
}

/**
 * `/instructions` (spec §2.16): how to play a manual game, the Bad Bingo rule (spec §5), and each
 * stake's pattern drawn from the same pattern module the game and the mock engine use (spec §9).
 */
export function InstructionsPage() {
  // re-render on a language switch: every text below is read from the catalogues while rendering
  useLanguage();
  return (
    <main className={pageStyle}>
      <h1>{m.account_instructions_title()}</h1>
      <InstructionsRules />
      <section aria-labelledby="patterns">
        <h2 id="patterns">{m.account_patterns_by_stake()}</h2>
        <ul style={{ listStyle: 'none', padding: 0, display: 'grid', gap: 12, gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))' }}>
          {STAKES.map((stake) => {
            const rule = STAKE_RULES[stake];
            const pattern = PATTERNS[rule.pattern];
            return (
              <li key={stake} aria-label={m.account_stake_label({ stake })}>
                <strong>{m.account_stake_amount({ stake })}</strong>
                <div>
                  <PatternName id={pattern.id} separator=" · " />
                </div>
                <MiniGrid cells={pattern.preview} label={m.account_pattern_grid({ name: patternName(pattern.id) })} />
                <small>{m.account_bonus_note({ bonus: rule.bonusEtb, calls: rule.bonusUnderCalls })}</small>
              </li>
            );
          })}
        </ul>
      </section>
    </main>
  );
}
