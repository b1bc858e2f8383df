import { describe, expect, it } from 'vitest';
import { pickProblemOfTheDay, type PickCandidate } from './potd-pick.ts';

const p = (id: number, difficulty: string): PickCandidate => ({
  id,
  slug: `p-${String(id).padStart(2, '0')}`,
  difficulty,
});
const catalogue = [p(1, 'EASY'), p(2, 'EASY'), p(3, 'MEDIUM'), p(4, 'MEDIUM'), p(5, 'HARD'), p(6, 'HARD')];

describe('pickProblemOfTheDay', () => {
  it('rotates difficulty over the IST week', () => {
    // 2026-11-16 is a Monday.
    const week = ['16', '17', '18', '19', '20', '21', '22'].map(
      (d) => pickProblemOfTheDay(`2026-11-${d}`, catalogue, new Set())!.difficulty,
    );
    expect(week).toEqual(['EASY', 'EASY', 'MEDIUM', 'MEDIUM', 'HARD', 'HARD', 'MEDIUM']);
  });

  it('gives the same problem for the same inputs, whatever their order', () => {
    const a = pickProblemOfTheDay('2026-11-18', catalogue, new Set());
    const b = pickProblemOfTheDay('2026-11-18', [...catalogue].reverse(), new Set());
    expect(a).toEqual(b);
  });

  it('skips recent picks while another candidate of the difficulty is left, then allows repeats', () => {
    const first = pickProblemOfTheDay('2026-11-16', catalogue, new Set())!;
    const other = pickProblemOfTheDay('2026-11-16', catalogue, new Set([first.id]))!;
    expect(other.difficulty).toBe('EASY');
    expect(other.id).not.toBe(first.id);
    expect(pickProblemOfTheDay('2026-11-16', catalogue, new Set([1, 2]))!.difficulty).toBe('EASY');
  });

  it('falls back to any difficulty, and to nothing for an empty catalogue', () => {
    expect(pickProblemOfTheDay('2026-11-20', [p(1, 'EASY')], new Set())!.id).toBe(1);
    expect(pickProblemOfTheDay('2026-11-20', [], new Set())).toBeNull();
  });
});
