import { describe, expect, it } from 'vitest';
import { pickConcept } from './concept-pick.ts';

const c = (id: number) => ({ id, slug: `c-${String(id).padStart(2, '0')}` });
const all = [c(1), c(2), c(3), c(4)];

describe('pickConcept', () => {
  it('gives the same concept for the same inputs, whatever their order', () => {
    expect(pickConcept('2026-11-18', all, new Set())).toEqual(
      pickConcept('2026-11-18', [...all].reverse(), new Set()),
    );
  });

  it('skips recent picks while another concept is left, then allows repeats', () => {
    const first = pickConcept('2026-11-18', all, new Set())!;
    const other = pickConcept('2026-11-18', all, new Set([first.id]))!;
    expect(other.id).not.toBe(first.id);
    expect(pickConcept('2026-11-18', all, new Set([1, 2, 3, 4]))).not.toBeNull();
    expect(pickConcept('2026-11-18', [], new Set())).toBeNull();
  });
});
