import { globalStyle } from '@vanilla-extract/css';
import { tones } from '@/shared/ui/theme';

// Inside Telegram only (this stylesheet comes with the Mini App chunk): the page keeps clear of the
// device's safe area and of Telegram's own controls over the content (the custom properties the
// runtime sets from `safe_area_changed` / `content_safe_area_changed`; 0 until Telegram tells).
const inset = (side: 'top' | 'bottom' | 'left' | 'right') => `calc(var(--tg-safe-${side}, 0px) + var(--tg-content-safe-${side}, 0px))`;
globalStyle('body', {
  paddingTop: inset('top'),
  paddingBottom: inset('bottom'),
  paddingLeft: inset('left'),
  paddingRight: inset('right'),
});
// Telegram's link colour where the theme gives one
globalStyle('a', { color: `var(--tg-link-color, ${tones.link})` });
