import { describe, expect, test } from 'vitest';
import { vars } from '@/shared/ui/theme';
import { applyTelegramTheme, contrast, withContrast } from './theme';

const propertyOf = (token: string) => token.replace(/^var\((--[^,)]+).*$/, '$1');

/** Telegram's themeParams as the app's colours, kept readable (WCAG AA). */
describe('Telegram theme', () => {
  test('Telegram’s default light and dark buttons and hints reach 4.5:1; good colours stay as they are', () => {
    const root = document.createElement('div');
    const light = applyTelegramTheme({ bg_color: '#ffffff', secondary_bg_color: '#f4f4f5', text_color: '#000000', hint_color: '#707579', button_color: '#2481cc', button_text_color: '#ffffff' }, root);
    expect(contrast(light[propertyOf(vars.color.primary)]!, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrast(light[propertyOf(vars.color.muted)]!, '#f4f4f5')).toBeGreaterThanOrEqual(4.5);
    expect(light[propertyOf(vars.color.text)]).toBe('#000000');
    const dark = applyTelegramTheme({ bg_color: '#212121', text_color: '#ffffff', hint_color: '#aaaaaa', button_color: '#8774e1', button_text_color: '#ffffff' }, root);
    expect(contrast(dark[propertyOf(vars.color.primary)]!, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(dark[propertyOf(vars.color.muted)]).toBe('#aaaaaa');
    expect(root.style.colorScheme).toBe('dark');
    // the app's own light palette never mixes in: the root is Telegram's
    expect(root.dataset.theme).toBe('telegram');
  });

  test('withContrast leaves a readable colour alone and ignores what is not a colour', () => {
    expect(withContrast('#000000', ['#ffffff'], '#000000')).toBe('#000000');
    const root = document.createElement('div');
    expect(applyTelegramTheme({ bg_color: 'red; x', text_color: 42 }, root)).toEqual({});
  });

  test('with section colours: the page is secondary_bg_color, cards section_bg_color (lighter, as in Telegram); header, accent and destructive colours used', () => {
    const root = document.createElement('div');
    root.style.setProperty('--tg-first-bg', '#ffffff');
    const set = applyTelegramTheme(
      {
        bg_color: '#ffffff',
        secondary_bg_color: '#efeff3',
        section_bg_color: '#ffffff',
        header_bg_color: '#f8f8f8',
        text_color: '#000000',
        accent_text_color: '#2481cc',
        destructive_text_color: '#d14e4e',
      },
      root,
    );
    expect(set[propertyOf(vars.color.bg)]).toBe('#efeff3');
    expect(set[propertyOf(vars.color.surface)]).toBe('#ffffff');
    expect(set[propertyOf(vars.color.header)]).toBe('#f8f8f8');
    expect(contrast(set[propertyOf(vars.color.danger)]!, '#efeff3')).toBeGreaterThanOrEqual(4.5);
    expect(contrast(root.style.getPropertyValue('--tg-link-color'), '#efeff3')).toBeGreaterThanOrEqual(4.5);
    // the first paint's colours give way to the theme's tokens
    expect(root.style.getPropertyValue('--tg-first-bg')).toBe('');
  });

  test('an older theme without sections: the page bg_color, cards and the header secondary_bg_color', () => {
    const root = document.createElement('div');
    const set = applyTelegramTheme({ bg_color: '#ffffff', secondary_bg_color: '#f4f4f5', text_color: '#000000' }, root);
    expect(set[propertyOf(vars.color.bg)]).toBe('#ffffff');
    expect(set[propertyOf(vars.color.surface)]).toBe('#f4f4f5');
    expect(set[propertyOf(vars.color.header)]).toBe('#f4f4f5');
  });
});
