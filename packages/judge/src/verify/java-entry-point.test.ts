import { describe, expect, it } from 'vitest';
import { adaptJavaEntryPoint } from './java-entry-point.ts';

describe('adaptJavaEntryPoint', () => {
  it('leaves Main.java alone', () => {
    const source = 'public class Main { public static void main(String[] a) {} }';
    expect(adaptJavaEntryPoint(source, 'Main.java')).toBe(source);
  });
  it('makes the named class package-private and adds a Main that delegates to it', () => {
    const adapted = adaptJavaEntryPoint(
      'import java.util.*;\npublic final class Sum {\n  public static void main(String[] args) {}\n}\n',
      'Sum.java',
    );
    expect(adapted).toContain('\nfinal class Sum {');
    expect(adapted).not.toMatch(/public\s+final\s+class Sum/);
    expect(adapted).toContain('public class Main {');
    expect(adapted).toContain('Sum.main(args);');
  });
  it('does nothing when the file declares no class it could run', () => {
    const source = 'interface Helper {}';
    expect(adaptJavaEntryPoint(source, 'Sum.java')).toBe(source);
  });
  // Issue #22, gap 6: packages publish Java whose entry class is not public or not named after the file.
  it('runs the class that declares main, whatever the file is called and whether or not it is public', () => {
    const source =
      'import java.util.*;\nclass Helper { static int twice(int x) { return 2 * x; } }\n' +
      'class Solution {\n  public static void main(String... args) { System.out.println(Helper.twice(2)); }\n}\n';
    const adapted = adaptJavaEntryPoint(source, 'sol.java');
    expect(adapted).toContain('Solution.main(args);');
    expect(adapted).toContain('public class Main {');
  });
  it('drops public from every other top-level type, which Main.java could not hold', () => {
    const source =
      'public class Helper {}\npublic final class Sum {\n  public static void main(String[] args) {}\n' +
      '  public static class Inner {}\n}\n';
    const adapted = adaptJavaEntryPoint(source, 'Sum.java');
    expect(adapted).toMatch(/^class Helper \{\}/);
    expect(adapted).toContain('\nfinal class Sum {');
    expect(adapted).toContain('  public static class Inner {}');
    expect(adapted).toContain('Sum.main(args);');
  });
});
