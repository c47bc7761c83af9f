import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/ui/theme';

// classes, not `style` props: the page is prerendered into index.html (src/app/0-prerender/shell-headings.tsx),
// where the policy refuses style attributes, and the app's render must then look exactly the same
export const codeSection = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const code = style({ fontSize: '1.1rem', wordBreak: 'break-all' });
export const actions = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap' });
/**
 * A link on one line of its own, cut with an ellipsis on a narrow phone (Copy link copies it whole):
 * its height is the same whatever the origin and code, so the prerendered page's placeholder keeps
 * its place and nothing under it moves when the app fills it in.
 */
export const link = style({ display: 'block', whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' });
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, maxWidth: '420px' });
