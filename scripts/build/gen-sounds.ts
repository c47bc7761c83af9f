// Number-call clips (spec §2.9, §2.10): "<letter> <number>" spoken by espeak-ng, encoded as 16 kbps
// mono MP3 (a few KB each). `npx tsx scripts/build/gen-sounds.ts` (or `… am`) writes the Amharic set into
// public/sounds/calls/<n>.mp3; `… en` writes the English set into public/sounds/calls-en/.
// Needs: apt-get install -y espeak-ng lame. Re-run only to change the clips; the output is committed.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const VOICES = { am: { folder: 'calls', voice: 'am', letters: ['ቢ', 'አይ', 'ኤን', 'ጂ', 'ኦ'] }, en: { folder: 'calls-en', voice: 'en-us', letters: ['B', 'I', 'N', 'G', 'O'] } };
const lang = process.argv[2] ?? 'am';
if (lang !== 'am' && lang !== 'en') {
  console.error('usage: gen-sounds.ts [am|en]');
  process.exit(2);
}
const { folder, voice, letters } = VOICES[lang];
const out = resolve(import.meta.dirname, '../../public/sounds', folder);
mkdirSync(out, { recursive: true });
const tmp = mkdtempSync(join(tmpdir(), 'cartela-sounds-'));
try {
  for (let n = 1; n <= 75; n++) {
    const letter = letters[Math.floor((n - 1) / 15)];
    // the English letter is followed by a comma, so "I, 16" is not read as one word
    const text = lang === 'en' ? `${letter}, ${n}` : `${letter} ${n}`;
    const wav = join(tmp, `${n}.wav`);
    execFileSync('espeak-ng', ['-v', voice, '-s', '140', '-w', wav, text], { stdio: 'inherit' });
    execFileSync('lame', ['--quiet', '-m', 'm', '--resample', '16', '-b', '16', '--noreplaygain', '-t', wav, join(out, `${n}.mp3`)], { stdio: 'inherit' });
  }
} finally {
  rmSync(tmp, { recursive: true, force: true });
}
console.log(`wrote 75 clips to ${out}`);
