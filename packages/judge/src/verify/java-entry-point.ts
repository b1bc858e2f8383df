/**
 * The registry compiles Java as Main.java and runs class Main, while package submissions are named after their class
 * and need not make it public (the format's entry point for Java is the class that declares `main`). The source is
 * adapted so it compiles and runs unchanged otherwise: top-level types lose `public` (only Main.java's `Main` may keep
 * it), and when the class with `public static void main(String...)` is not `Main`, a small public `Main` delegates to it.
 */
const TOP_LEVEL_PUBLIC =
  /^public\s+((?:(?:final|abstract|sealed|non-sealed|strictfp)\s+)*)(class|interface|enum|record)\s+(\w+)/gm;
const MAIN_METHOD = /\bstatic\s+(?:final\s+)?void\s+main\s*\(\s*(?:final\s+)?String\s*(?:\[\s*\]|\.\.\.)/;

/** The name of the class whose body declares main: the nearest class declaration before the main method. */
function classWithMain(source: string): string | null {
  const at = source.search(MAIN_METHOD);
  if (at < 0) return null;
  let name: string | null = null;
  for (const match of source.slice(0, at).matchAll(/\b(?:class|record|enum)\s+(\w+)/g)) name = match[1]!;
  return name;
}

export function adaptJavaEntryPoint(source: string, fileName: string): string {
  const entry = classWithMain(source) ?? fileName.replace(/\.java$/, '');
  if (entry === 'Main') return source;
  const adapted = source.replace(TOP_LEVEL_PUBLIC, (_m, modifiers: string, kind: string, name: string) =>
    name === 'Main' ? _m : `${modifiers}${kind} ${name}`,
  );
  if (!new RegExp(`\\b(?:class|record|enum)\\s+${entry}\\b`).test(adapted)) return source;
  return `${adapted}\n\npublic class Main {\n    public static void main(String[] args) throws Exception {\n        ${entry}.main(args);\n    }\n}\n`;
}
