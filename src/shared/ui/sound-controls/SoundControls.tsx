import { Volume1, Volume2, VolumeX } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { enableSound, getSoundState, setMuted, subscribeSound } from '@/shared/lib/sound';
import { m, useLanguage } from '@/shared/i18n';
import { Button } from '@/shared/ui/button';
import * as css from './sound-controls.css';

/**
 * The game screens' sound controls (spec §2.9, §2.10 call sounds): a mute toggle (remembered across
 * visits) and, when the browser blocked autoplay, a "Tap to enable sound" hint whose tap unlocks
 * audio. Pair with `playCall(number)` from `@/shared/lib/sound`.
 */
export function SoundControls() {
  const { muted, blocked } = useSyncExternalStore(subscribeSound, getSoundState, getSoundState);
  useLanguage();
  const state = muted ? m.play_sound_off() : m.play_sound_on();
  return (
    <div className={css.row}>
      {blocked && !muted ? (
        <Button tone="secondary" className={css.hint} onClick={enableSound}>
          <Volume1 aria-hidden="true" size={18} /> {m.play_enable_sound()}
        </Button>
      ) : null}
      {/* the name holds the visible state text, so a voice command saying what is shown reaches it */}
      <Button tone="ghost" className={css.toggle} aria-pressed={muted} aria-label={m.play_mute_label({ state })} onClick={() => setMuted(!muted)}>
        {muted ? <VolumeX aria-hidden="true" size={18} /> : <Volume2 aria-hidden="true" size={18} />} {state}
      </Button>
    </div>
  );
}
