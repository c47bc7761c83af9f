import { bonusNote, PATTERNS, STAKE_RULES, STAKES } from '@/shared/lib/bingo';
import { MiniGrid } from '@/shared/ui/mini-grid';
import { pageStyle } from '@/shared/ui/page';

/**
 * `/instructions` (spec §2.16): how to play a manual game, the Bad Bingo rule (spec §5), and each
 * stake's pattern drawn from the same pattern module the game and the mock engine use (spec §9).
 */
export function InstructionsPage() {
  return (
    <main className={pageStyle}>
      <h1>Game Instructions</h1>
      <section aria-labelledby="how">
        <h2 id="how">How to play</h2>
        <ol>
          <li>Choose Manual Play, then a stake (10, 20, 50, 100, 200 or 500 ETB).</li>
          <li>Pick 1 or 2 boards (cartela) that nobody else has taken, then press Start. Each board costs the stake.</li>
          <li>When the countdown ends, numbers from 1 to 75 are called: B 1-15, I 16-30, N 31-45, G 46-60, O 61-75.</li>
          <li>Tap a number on your board after it is called to mark it. The centre cell is free.</li>
          <li>When your marked numbers complete the stake&apos;s pattern, press ቢንጎ! for that board.</li>
        </ol>
      </section>
      <section aria-labelledby="bad">
        <h2 id="bad">Bad Bingo</h2>
        <p>
          You win only if the last called number completes the pattern on your board. A claim on a board whose pattern is not complete, or
          that was already complete before the last call, is a Bad Bingo: the game goes on without you winning.
        </p>
        <p>Leaving a game after it starts may forfeit your stake.</p>
      </section>
      <section aria-labelledby="patterns">
        <h2 id="patterns">Patterns by stake</h2>
        <ul style={{ listStyle: 'none', padding: 0, display: 'grid', gap: 12, gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))' }}>
          {STAKES.map((stake) => {
            const rule = STAKE_RULES[stake];
            const pattern = PATTERNS[rule.pattern];
            return (
              <li key={stake} aria-label={`Stake ${stake} ETB`}>
                <strong>{stake} ETB</strong>
                <div>
                  {pattern.nameAm} · {pattern.nameEn}
                </div>
                <MiniGrid cells={pattern.preview} label={`${pattern.nameEn} pattern`} />
                <small>{bonusNote(rule)}</small>
              </li>
            );
          })}
        </ul>
      </section>
    </main>
  );
}
