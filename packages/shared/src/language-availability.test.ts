import { describe, expect, it } from 'vitest';
import { languageUnavailableMessage } from './language-availability.ts';

describe('languageUnavailableMessage', () => {
  it('is a plain sentence with the language name', () => {
    expect(languageUnavailableMessage('MySQL')).toBe('MySQL is not available on this server.');
  });
});
