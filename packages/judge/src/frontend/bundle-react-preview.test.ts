import { describe, expect, it } from 'vitest';
import { bundleReactPreview } from './bundle-react-preview.ts';

const MAIN = `import { createRoot } from 'react-dom/client';
import App from './App.jsx';
createRoot(document.getElementById('root')).render(<App />);
`;

describe('bundleReactPreview', () => {
  it('bundles the learner’s modules with React into one script, as the judge does', async () => {
    const built = await bundleReactPreview(
      {
        'main.jsx': MAIN,
        'App.jsx': `import { label } from './words';\nexport default function App() { return <p>{label}</p>; }`,
        'words.js': `export const label = 'hello from the greenhouse';`,
      },
      'main.jsx',
    );
    expect(built.errors).toEqual([]);
    expect(built.bundle).toContain('hello from the greenhouse');
    // React's production build is inside, not a request for it.
    expect(built.bundle).not.toMatch(/\bimport\s*[{(]|require\(/);
  });

  it('reports a syntax error as the file and line where it is', async () => {
    const built = await bundleReactPreview(
      { 'main.jsx': MAIN, 'App.jsx': 'export default function App() {\n  return <p>hi</p\n}\n' },
      'main.jsx',
    );
    expect(built.bundle).toBeNull();
    expect(built.errors[0]).toMatchObject({ file: 'App.jsx', line: 3 });
  });

  it('refuses packages other than react and react-dom, and paths outside the files', async () => {
    const other = await bundleReactPreview(
      { 'main.jsx': `import fs from 'node:fs';\nimport x from 'lodash';\nconsole.log(fs, x);` },
      'main.jsx',
    );
    expect(other.errors.map((e) => e.text)).toEqual([
      "'node:fs' cannot be imported: only react and react-dom are available",
      "'lodash' cannot be imported: only react and react-dom are available",
    ]);
    const outside = await bundleReactPreview(
      {
        'main.jsx': `import secret from '/etc/passwd';\nimport up from '../package.json';\nconsole.log(secret, up);`,
      },
      'main.jsx',
    );
    expect(outside.bundle).toBeNull();
    expect(outside.errors.map((e) => e.text)).toEqual([
      "'/etc/passwd': import files with a relative path (./name)",
      "'../package.json': import files with a relative path (./name)",
    ]);
  });
});
