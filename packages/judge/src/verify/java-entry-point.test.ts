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
  it('does nothing when the file declares no public class of its name', () => {
    const source = 'class Helper {}';
    expect(adaptJavaEntryPoint(source, 'Sum.java')).toBe(source);
  });
});
