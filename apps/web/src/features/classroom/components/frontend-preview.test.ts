import { describe, expect, it } from 'vitest';
import { buildErrorLine, consoleLineOf, previewDocument } from './frontend-preview.ts';

describe('previewDocument', () => {
  it('inlines the page’s own stylesheet and script, with the console bridge first', () => {
    const html = previewDocument({
      'index.html':
        '<!doctype html><html><head><link rel="stylesheet" href="style.css"></head><body><script src="./script.js"></script></body></html>',
      'style.css': 'p { color: red; }',
      'script.js': "console.log('hi')",
    });
    expect(html).toContain('<style>p { color: red; }</style>');
    expect(html).toContain("<script>console.log('hi')</script>");
    expect(html.indexOf('katanaConsole')).toBeLessThan(html.indexOf("console.log('hi')"));
    expect(html).not.toContain('href="style.css"');
  });

  it('keeps a closing script tag in the learner’s code from ending the element', () => {
    const html = previewDocument({
      'index.html': '<body><script src="script.js"></script></body>',
      'script.js': "const s = '</script><img src=x>';",
    });
    expect(html).toContain("const s = '<\\/script><img src=x>';");
  });

  it('leaves other pages’ links alone and inlines a React page’s bundle once it is built', () => {
    const page = {
      'index.html':
        '<head><link rel="stylesheet" href="https://cdn.example/x.css"></head><script src="bundle.js"></script>',
    };
    expect(previewDocument(page)).toContain('href="https://cdn.example/x.css"');
    expect(previewDocument(page)).not.toContain('bundle.js');
    const html = previewDocument(page, 'console.log("</script>built")');
    expect(html).toContain('<script>console.log("<\\/script>built")</script>');
  });

  it('shows a build error as file:line and its message', () => {
    expect(buildErrorLine({ file: 'App.jsx', line: 3, text: 'Expected ";"' })).toEqual({
      level: 'error',
      text: 'App.jsx:3: Expected ";"',
    });
  });
});

describe('consoleLineOf', () => {
  it('reads the frame’s console messages and nothing else', () => {
    expect(consoleLineOf({ katanaConsole: { level: 'warn', text: 'careful' } })).toEqual({
      level: 'warn',
      text: 'careful',
    });
    expect(consoleLineOf({ katanaConsole: { level: 'alert', text: 'x' } })).toBeNull();
    expect(consoleLineOf('hello')).toBeNull();
    expect(consoleLineOf(null)).toBeNull();
  });
});
