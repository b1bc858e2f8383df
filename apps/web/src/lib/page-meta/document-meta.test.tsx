import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DocumentMeta, usePageMetaOverride } from './document-meta.tsx';

function ProblemScreen({ name }: { name: string }) {
  usePageMetaOverride({
    input: { title: name, description: `Solve ${name} online.`, keywords: 'arrays, hashing' },
  });
  return <p>{name}</p>;
}

const meta = (name: string) => document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content;

describe('DocumentMeta', () => {
  it("keeps the served head of an entity page until the screen knows its entity (the server's title survives)", () => {
    // What the server rendered into the first HTML for this problem.
    document.title = 'Gift Pair Budget | Katana';
    const view = render(
      <DocumentMeta pathname="/problems/gift-pair-budget" brand="Katana">
        <p>loading</p>
      </DocumentMeta>,
    );
    expect(document.title).toBe('Gift Pair Budget | Katana');

    view.rerender(
      <DocumentMeta pathname="/problems/gift-pair-budget" brand="Katana">
        <ProblemScreen name="Gift Pair Budget" />
      </DocumentMeta>,
    );
    expect(document.title).toBe('Gift Pair Budget | Katana');
    expect(meta('description')).toBe('Solve Gift Pair Budget online.');
    expect(meta('keywords')).toBe('arrays, hashing');
  });

  it("uses the kind's defaults after a client-side navigation until the screen passes its entity", () => {
    const view = render(
      <DocumentMeta pathname="/problems/two-sum" brand="Katana">
        <ProblemScreen name="Two Sum" />
      </DocumentMeta>,
    );
    expect(document.title).toBe('Two Sum | Katana');

    view.rerender(
      <DocumentMeta pathname="/problems/three-sum" brand="Katana">
        <p>loading</p>
      </DocumentMeta>,
    );
    expect(document.title).toBe('Problem | Katana');
    expect(meta('description')).toBe('Solve this coding problem online with our judge.');
    expect(meta('keywords')).toBeUndefined();

    view.rerender(
      <DocumentMeta pathname="/problems/three-sum" brand="Katana">
        <ProblemScreen name="Three Sum" />
      </DocumentMeta>,
    );
    expect(document.title).toBe('Three Sum | Katana');
  });

  it('brands titles with the configured name', () => {
    render(
      <DocumentMeta pathname="/contests" brand="Dojo">
        <p>contests</p>
      </DocumentMeta>,
    );
    expect(document.title).toBe('Contests | Dojo');
  });
});
