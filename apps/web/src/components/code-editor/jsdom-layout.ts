/**
 * Test support: jsdom has no layout, and CodeMirror measures text through Range rectangles. Empty rectangles let it
 * mount and edit (it then treats every line as zero-sized, which is all a DOM test needs). Imported by the web
 * test setup; does nothing in a browser, where these methods exist.
 */
const emptyRect = (): DOMRect =>
  ({ x: 0, y: 0, top: 0, left: 0, right: 0, bottom: 0, width: 0, height: 0, toJSON: () => ({}) }) as DOMRect;

if (typeof Range !== 'undefined') {
  Range.prototype.getClientRects ??= function getClientRects() {
    const list = [] as unknown as DOMRectList;
    (list as unknown as { item: (i: number) => DOMRect | null }).item = () => null;
    return list;
  };
  Range.prototype.getBoundingClientRect ??= emptyRect;
}
