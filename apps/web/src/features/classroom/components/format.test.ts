import { describe, expect, it } from 'vitest';
import { formatMemory, formatTime, languageLabel, relativeTime } from './format.ts';

const NOW = Date.parse('2026-11-21T12:00:00Z');
const ago = (seconds: number) => new Date(NOW - seconds * 1000).toISOString();

describe('relativeTime', () => {
  it.each([
    [5, 'A few seconds ago'],
    [59, 'A few seconds ago'],
    [60, '1 minute ago'],
    [45 * 60, '45 minutes ago'],
    [3600, '1 hour ago'],
    [23 * 3600, '23 hours ago'],
    [86400, '1 day ago'],
    [29 * 86400, '29 days ago'],
    [31 * 86400, '1 month ago'],
    [200 * 86400, '6 months ago'],
  ])('%i s -> %s', (seconds, label) => {
    expect(relativeTime(ago(seconds), NOW)).toBe(label);
  });

  it('past a year shows the date (the IST calendar day, as everywhere in the product)', () => {
    expect(relativeTime('2024-03-05T10:00:00Z', NOW)).toBe('5 Mar 2024');
    expect(relativeTime('2024-03-05T20:00:00Z', NOW)).toBe('6 Mar 2024');
  });

  it('reads nothing from an unreadable time', () => {
    expect(relativeTime('not a date', NOW)).toBe('');
  });
});

describe('formatTime / formatMemory', () => {
  it.each([
    [12, '12 ms'],
    [1234, '1.23 s'],
    [null, '–'],
  ])('time %s -> %s', (ms, text) => expect(formatTime(ms)).toBe(text));
  it.each([
    [900, '900 KB'],
    [2048, '2.0 MB'],
    [null, '–'],
  ])('memory %s -> %s', (kb, text) => expect(formatMemory(kb)).toBe(text));
});

describe('languageLabel', () => {
  const languages = [
    { key: 'cpp', name: 'C++' },
    { key: 'python', name: 'Python 3' },
  ];
  it('names a listed language, gives back an unlisted key, and null for no key', () => {
    expect(languageLabel(languages, 'python')).toBe('Python 3');
    expect(languageLabel(languages, 'ruby')).toBe('ruby');
    expect(languageLabel(languages, null)).toBeNull();
  });
});
