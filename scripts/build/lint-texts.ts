// Lints the given .tsx files for literal player-visible texts, ignoring the temporary off-list in
// eslint.config.js (used while texts move into the catalogues). Usage: npx tsx scripts/build/lint-texts.ts <files…>
import { spawnSync } from 'node:child_process';

const RULE = {
  'i18next/no-literal-string': [
    'error',
    { mode: 'jsx-only', 'jsx-attributes': { include: ['aria-label', 'aria-description', 'aria-roledescription', 'title', 'placeholder', 'alt', 'label'], exclude: [] } },
  ],
};
const run = spawnSync('npx', ['eslint', '--max-warnings', '0', '--rule', JSON.stringify(RULE), ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(run.status ?? 1);
