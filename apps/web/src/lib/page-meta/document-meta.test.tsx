import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DocumentMeta, usePageMetaOverride } from './document-meta.tsx';

function ProblemScreen({ name }: { name: string }) {
  usePageMetaOverride({ input: { title: name, description: `Solve ${name} online.`, keywords: 'arrays, hashing' } });
  return <p>{name}</p>;
}

const meta = (name: string) => document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content;

describe('DocumentMeta', () => {
  it("uses the route's defaults, then the screen's entity, then the defaults again", () => {
    const view = render(
      <DocumentMeta pathname="/problems/two-sum" brand="Katana">
        <ProblemScreen name="Two Sum" />
      </DocumentMeta>,
    );
    expect(document.title).toBe('Two Sum | Katana');
    expect(meta('description')).toBe('Solve Two Sum online.');
    expect(meta('keywords')).toBe('arrays, hashing');

    view.rerender(
      <DocumentMeta pathname="/problems/two-sum" brand="Katana">
        <p>loading</p>
      </DocumentMeta>,
    );
    expect(document.title).toBe('Problem | Katana');
    expect(meta('description')).toBe('Solve this coding problem online with our judge.');
    expect(meta('keywords')).toBeUndefined();
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
