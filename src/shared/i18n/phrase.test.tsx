import { allSettled, fork } from 'effector';
import { Provider } from 'effector-react';
import { render, screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { languageChosen } from './model';
import { isAmharicText, langOf, Phrase } from './phrase';

describe('Amharic fragments on an English page', () => {
  test('isAmharicText and langOf', () => {
    expect(isAmharicText('ካርቴላ ይምረጡ!')).toBe(true);
    expect(isAmharicText('Choose your boards!')).toBe(false);
    expect(langOf('ጥሪ', 'spec')).toBe('am');
    expect(langOf('ጥሪ', 'am')).toBeUndefined();
    expect(langOf('Calls', 'en')).toBeUndefined();
  });

  test('Phrase marks Amharic with lang="am" on the spec-text page, and not on the Amharic page', async () => {
    const scope = fork();
    const { rerender } = render(
      <Provider value={scope}>
        <p data-testid="p">
          <Phrase>ጥሪ</Phrase>
        </p>
      </Provider>,
    );
    expect(screen.getByTestId('p').innerHTML).toBe('<span lang="am">ጥሪ</span>');
    await allSettled(languageChosen, { scope, params: 'am' });
    rerender(
      <Provider value={scope}>
        <p data-testid="p">
          <Phrase>ጥሪ</Phrase>
        </p>
      </Provider>,
    );
    expect(screen.getByTestId('p').innerHTML).toBe('ጥሪ');
  });
});
