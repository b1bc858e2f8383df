import { describe, expect, it } from 'vitest';
import { displayNameError, NameMessage, normalizeDisplayName } from './auth-name.ts';

describe('displayNameError', () => {
  it.each([
    ['Ada Lovelace', null],
    ["Seán O'Brien-Smith", null],
    ['José M. García', null],
    ['अनिल कुमार', null],
    ['   ', NameMessage.REQUIRED],
    ['a'.repeat(101), NameMessage.TOO_LONG],
    ['<script>', NameMessage.CHARACTERS],
    ['R2D2', NameMessage.CHARACTERS],
    ['-dash first', NameMessage.CHARACTERS],
  ])('%s -> %s', (name, message) => {
    expect(displayNameError(name)).toBe(message);
  });

  it('collapses spaces', () => {
    expect(normalizeDisplayName('  Ada   Lovelace ')).toBe('Ada Lovelace');
  });
});
