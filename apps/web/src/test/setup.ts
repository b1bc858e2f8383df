import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { installMatchMedia } from './match-media.ts';
// CodeMirror measures text through Range rectangles, which jsdom lacks; screens with the code editor need them.
import '../components/code-editor/jsdom-layout.ts';

// jsdom has no layout engine: media queries are answered from window.innerWidth, which tests set per case.
installMatchMedia();
// Screens, dialogs and menus load lazily (issue 21, the JavaScript budget): the first find of one waits for its
// chunk, which on a loaded test machine takes longer than the library's 1 s default.
configure({ asyncUtilTimeout: 10_000 });
// React Router's scroll restoration calls it; jsdom has no scrolling to do.
window.scrollTo = () => {};
// Radix's swipe and menu handling asks about pointer capture, which jsdom does not implement.
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.setPointerCapture ??= () => {};
Element.prototype.releasePointerCapture ??= () => {};
// The search palette (cmdk) watches its list's size and scrolls the selected option into view: no layout in jsdom.
Element.prototype.scrollIntoView ??= () => {};
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

// Test files share a worker's jsdom (vitest isolate: false, bench/test-suite/results.md): each test leaves the
// document and the storage as it found them.
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  document.documentElement.className = '';
  document.documentElement.removeAttribute('style');
  document.title = '';
});
