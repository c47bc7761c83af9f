import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@/shared/ui/theme';

/** From this width the strip and the caller board show side by side, without the toggle. */
export const WIDE = 'screen and (min-width: 720px)';

// the strip's pane is as wide as five balls (the strip is size-contained: it has no width of its own)
export const views = style({ '@media': { [WIDE]: { display: 'grid', gridTemplateColumns: '264px 1fr', gap: vars.space.md, alignItems: 'center', marginBottom: vars.space.sm } } });
export const toggle = style({ display: 'flex', gap: vars.space.xs, marginTop: vars.space.xs, '@media': { [WIDE]: { display: 'none' } } });
export const pane = styleVariants({ shown: {}, away: {} });
// the strip out of sight while the caller board shows in its place: its list goes, its live announcer stays
globalStyle(`${pane.away} > ol`, { display: 'none' });
