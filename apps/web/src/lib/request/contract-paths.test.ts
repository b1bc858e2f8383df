/**
 * The web calls every endpoint by its shared contract path (AuthPaths, CataloguePaths, ... in packages/shared,
 * filled in by apiPath), the same constant the server registers the route with: no source file of the app writes an
 * API path of its own ('/api/...', 'v1/...'). Tests and their fixtures may: they check the wire paths.
 */
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const sources = import.meta.glob<string>(
  ['../../**/*.{ts,tsx}', '!../../**/*.test.{ts,tsx}', '!../../test/**'],
  {
    query: '?raw',
    import: 'default',
    eager: true,
  },
);

const API_PATH = /^\/?(?:api\/|v\d+\/)/;

/** The text of every string and template literal (each template's fixed parts) of a source file. */
function literalsOf(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) found.push(node.text);
    else if (ts.isTemplateExpression(node))
      found.push(node.head.text, ...node.templateSpans.map((s) => s.literal.text));
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('API paths in the web app', () => {
  it('reads the app sources', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(100);
    expect(
      literalsOf('probe.ts', "const a = 'v2/users/login'; const b = `/api/v1/problems/${slug}/code`;"),
    ).toEqual(['v2/users/login', '/api/v1/problems/', '/code']);
  });

  it('writes none by hand: every call goes through a shared contract path', () => {
    const handWritten = Object.entries(sources).flatMap(([file, text]) =>
      literalsOf(file, text)
        .filter((literal) => API_PATH.test(literal))
        .map((literal) => `${file.replace(/^(\.\.\/)+/, 'src/')}: '${literal}'`),
    );
    expect(handWritten).toEqual([]);
  });
});
