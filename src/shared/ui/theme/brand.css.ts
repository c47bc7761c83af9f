import type { StyleRule } from '@vanilla-extract/css';
import { tones } from './tones.css';
import { vars } from './theme.css';

/**
 * The Cartela wordmark, drawn by CSS alone on the element that holds the brand's name (the login
 * page's heading, the header's home link): heavy green letters after a small bingo ball — a green
 * ring, white band and gold centre, the app icon's colours (public/favicon.svg). No markup, image or
 * script: the login page's bundle does not grow, and the name stays plain text for screen readers.
 */
export const wordmark: StyleRule = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: '0.35em',
  fontWeight: 900,
  letterSpacing: '-0.01em',
  color: vars.color.primary,
  selectors: {
    '&::before': {
      content: '""',
      flex: 'none',
      width: '1em',
      height: '1em',
      borderRadius: '50%',
      background: `radial-gradient(circle, ${tones.gold} 0 27%, #ffffff 29% 50%, ${vars.color.primary} 52%)`,
    },
  },
};
