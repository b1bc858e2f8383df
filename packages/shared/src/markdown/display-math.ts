/**
 * Catalogue authors write display math as `$$...$$` on one line; remark-math reads that as inline math and only
 * takes `$$` on lines of their own as display. A line holding nothing but `$$...$$` is opened onto three lines so
 * it renders as display math, as written. Lines inside fenced code stay as they are.
 * Shared by the server (statements rendered to HTML at import) and the web (fill-up statements rendered in the
 * browser), so both read a statement the same way.
 */
const ONE_LINE_DISPLAY = /^(\s{0,3})\$\$(?!\$)(.+?)\$\$\s*$/;
const FENCE = /^\s{0,3}(`{3,}|~{3,})/;

export function openDisplayMath(source: string): string {
  if (!source.includes('$$')) return source;
  let fence: string | null = null;
  return source
    .split('\n')
    .map((line) => {
      const opener = FENCE.exec(line)?.[1];
      if (opener !== undefined) {
        if (fence === null) fence = opener;
        else if (opener[0] === fence[0] && opener.length >= fence.length) fence = null;
        return line;
      }
      if (fence !== null) return line;
      const match = ONE_LINE_DISPLAY.exec(line);
      return match ? `${match[1]}$$\n${match[1]}${match[2]}\n${match[1]}$$` : line;
    })
    .join('\n');
}
