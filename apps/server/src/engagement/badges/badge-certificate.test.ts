/** The certificate SVG escapes learner text, and the render cache keeps a PNG for 300 s only. */
import { describe, expect, it } from 'vitest';
import { certificateSvg, createCertificateCache, type CertificateInput } from './badge-certificate.ts';

const input: CertificateInput = {
  learnerName: 'Ada <script>&"',
  badgeName: 'Arrays',
  badgeKind: 'PracticeTopic',
  tier: 'Master',
  date: '5 Mar 2026',
  contestRank: null,
};

describe('badge certificate', () => {
  it('escapes the learner name and shows tier, badge, kind and date', () => {
    const svg = certificateSvg(input);
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('Ada &#60;script&#62;&#38;&#34;');
    expect(svg).toContain('>Master</tspan>');
    expect(svg).toContain('>Arrays</text>');
    expect(svg).toContain('Practice topic · 5 Mar 2026');
    expect(certificateSvg({ ...input, contestRank: 4 })).toContain('Rank 4');
  });

  it('cuts a very long name with an ellipsis', () => {
    expect(certificateSvg({ ...input, learnerName: 'x'.repeat(80) })).toContain(`${'x'.repeat(33)}…`);
  });

  it('renders once per input within 300 s and again after', () => {
    let now = 0;
    const cache = createCertificateCache({ now: () => now });
    const first = cache.get(input);
    expect(cache.get(input)).toBe(first);
    expect(cache.renders).toBe(1);
    now = 299_999;
    cache.get(input);
    expect(cache.renders).toBe(1);
    now = 300_000;
    cache.get(input);
    expect(cache.renders).toBe(2);
  });
});
