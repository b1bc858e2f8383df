/**
 * The table of contents of an article: every h2 and h3 of the rendered HTML gets an id from its text
 * ("Think in terms of a predicate" -> think-in-terms-of-a-predicate, a repeat gets -2, -3...), and the list of
 * them is the TOC. The labels come from the Markdown source's headings (the HTML's carry KaTeX markup twice).
 */
const HEADING = /<h([23])((?:\s[^>]*)?)>([\s\S]*?)<\/h\1>/g;

/** The h2/h3 headings of the Markdown source (outside code fences), as plain text, in order. */
function headingsOf(markdown: string): string[] {
  const out: string[] = [];
  let fenced = false;
  for (const line of markdown.split(/\r?\n/)) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    const match = fenced ? null : /^(#{2,3})\s+(.+?)\s*#*\s*$/.exec(line);
    if (match)
      out.push(
        match[2]!
          .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
          .replace(/[`*_$]/g, '')
          .replace(/\s+/g, ' ')
          .trim(),
      );
  }
  return out;
}

export function slugifyHeading(text: string): string {
  return (
    text
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9\s-]/g, '')
      .trim()
      .replace(/[\s-]+/g, '-') || 'section'
  );
}

/** The rendered `html` of `markdown` with ids on its h2/h3, and the table of contents. */
export function withHeadingIds(
  html: string,
  markdown: string,
): { html: string; toc: { id: string; text: string; level: number }[] } {
  const texts = headingsOf(markdown);
  const seen = new Map<string, number>();
  const toc: { id: string; text: string; level: number }[] = [];
  const out = html.replace(HEADING, (_all, level: string, attrs: string, inner: string) => {
    const text = texts[toc.length] ?? inner.replace(/<[^>]+>/g, '').trim();
    const base = slugifyHeading(text);
    const count = (seen.get(base) ?? 0) + 1;
    seen.set(base, count);
    const id = count === 1 ? base : `${base}-${count}`;
    toc.push({ id, text, level: Number(level) });
    return `<h${level} id="${id}"${attrs}>${inner}</h${level}>`;
  });
  return { html: out, toc };
}
