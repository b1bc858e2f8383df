/**
 * The registry compiles Java as Main.java, while package submissions are named after their class (the format's entry
 * point for Java is the file's class). A submission `Sum.java` with `public class Sum` becomes `class Sum` plus a small
 * public `Main` that calls `Sum.main`, so it compiles and runs unchanged otherwise.
 */
export function adaptJavaEntryPoint(source: string, fileName: string): string {
  const className = fileName.replace(/\.java$/, '');
  if (className === 'Main') return source;
  const declaration = new RegExp(`\\bpublic\\s+((?:final\\s+|abstract\\s+)*)class\\s+${className}\\b`);
  if (!declaration.test(source)) return source;
  const withoutPublic = source.replace(
    declaration,
    (_m, modifiers: string) => `${modifiers}class ${className}`,
  );
  return `${withoutPublic}\n\npublic class Main {\n    public static void main(String[] args) throws Exception {\n        ${className}.main(args);\n    }\n}\n`;
}
