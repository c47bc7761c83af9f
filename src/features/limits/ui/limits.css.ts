import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/ui/theme';

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, marginTop: vars.space.lg });
export const note = style({ margin: 0, color: vars.color.muted, fontSize: '0.9rem' });
export const status = style({ margin: 0, fontWeight: 600 });
/**
 * The line that says where the limits are kept: "Reading your limits…" until the answer, then one of
 * two longer texts. The longer two sit invisible in the same grid cell (from the data attributes,
 * never read out), so the line is as tall as the tallest from the first paint, at any width and in
 * any language, and the form below does not move when the answer comes.
 */
export const sourceLine = style([
  status,
  {
    display: 'grid',
    selectors: {
      '&::before': { content: 'attr(data-reserve-device)', gridArea: '1 / 1', visibility: 'hidden' },
      '&::after': { content: 'attr(data-reserve-server)', gridArea: '1 / 1', visibility: 'hidden' },
    },
  },
]);
export const sourceText = style({ gridArea: '1 / 1' });
export const error = style({ margin: 0, color: vars.color.danger });
export const breaks = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
export const check = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm, minHeight: vars.touch });
