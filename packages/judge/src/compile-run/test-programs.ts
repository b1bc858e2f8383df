/**
 * Test-only: one "behaviour" program per language, compiled once and steered by its input, so every language's
 * correct / wrong / runtime-error / time-limit / memory-limit cases cost one compile (JVM compilers are slow).
 *   sum A B   -> prints A+B          wrong A B -> prints A+B+1
 *   crash     -> fails with an error whose text contains "negative input"
 *   loop      -> never ends          alloc     -> allocates until it is stopped
 * `broken` is a source with a syntax error.
 */
export interface LanguageTestProgram {
  behaviour: string;
  broken: string;
}

export const TEST_PROGRAMS: Record<string, LanguageTestProgram> = {
  c: {
    behaviour: `#include <stdio.h>
#include <stdlib.h>
#include <string.h>
int main(void) {
  char mode[16]; long long a = 0, b = 0;
  if (scanf("%15s %lld %lld", mode, &a, &b) < 1) return 0;
  if (!strcmp(mode, "sum")) printf("%lld\\n", a + b);
  if (!strcmp(mode, "wrong")) printf("%lld\\n", a + b + 1);
  if (!strcmp(mode, "crash")) { fprintf(stderr, "negative input\\n"); fflush(stderr); *(volatile int *)0 = 1; }
  if (!strcmp(mode, "loop")) { volatile unsigned long n = 0; for (;;) n++; }
  if (!strcmp(mode, "alloc")) for (;;) { char *p = malloc(1 << 20); if (p) memset(p, 1, 1 << 20); }
  return 0;
}
`,
    broken: 'int main( { return 0 }\n',
  },
  cpp: {
    behaviour: `#include <bits/stdc++.h>
using namespace std;
int main() {
  string mode; long long a = 0, b = 0;
  cin >> mode >> a >> b;
  if (mode == "sum") cout << a + b << "\\n";
  if (mode == "wrong") cout << a + b + 1 << "\\n";
  if (mode == "crash") throw runtime_error("negative input");
  if (mode == "loop") { volatile unsigned long n = 0; for (;;) n++; }
  if (mode == "alloc") { vector<vector<char>> blocks; for (;;) blocks.emplace_back(1 << 20, 'x'); }
}
`,
    broken: 'int main() { return undeclared_thing; }\n',
  },
  java: {
    behaviour: `import java.util.*;
public class Main {
  public static void main(String[] args) {
    Scanner in = new Scanner(System.in);
    String mode = in.next();
    long a = in.hasNextLong() ? in.nextLong() : 0, b = in.hasNextLong() ? in.nextLong() : 0;
    if (mode.equals("sum")) System.out.println(a + b);
    if (mode.equals("wrong")) System.out.println(a + b + 1);
    if (mode.equals("crash")) throw new IllegalStateException("negative input");
    if (mode.equals("loop")) { long n = 0; while (n >= 0) n = (n + 1) % 1000; }
    if (mode.equals("alloc")) { List<long[]> blocks = new ArrayList<>(); while (true) blocks.add(new long[1 << 17]); }
  }
}
`,
    broken: 'public class Main { public static void main(String[] args) { int x = ; } }\n',
  },
  kotlin: {
    behaviour: `fun main() {
    val parts = readLine()!!.trim().split(" ")
    val a = parts.getOrNull(1)?.toLong() ?: 0L
    val b = parts.getOrNull(2)?.toLong() ?: 0L
    when (parts[0]) {
        "sum" -> println(a + b)
        "wrong" -> println(a + b + 1)
        "crash" -> error("negative input")
        "loop" -> { var n = 0L; while (n >= 0) n = (n + 1) % 1000 }
        "alloc" -> { val blocks = ArrayList<LongArray>(); while (true) blocks.add(LongArray(1 shl 17)) }
    }
}
`,
    broken: 'fun main() { val x = }\n',
  },
  python: {
    behaviour: `import sys
mode, *nums = sys.stdin.read().split()
a, b = (list(map(int, nums)) + [0, 0])[:2]
if mode == "sum": print(a + b)
if mode == "wrong": print(a + b + 1)
if mode == "crash": raise ValueError("negative input")
if mode == "loop":
    while True: pass
if mode == "alloc":
    blocks = []
    while True: blocks.append(bytearray(1 << 20))
`,
    broken: 'def main(:\n    pass\n',
  },
  javascript: {
    behaviour: `const [mode, x = '0', y = '0'] = require('fs').readFileSync(0, 'utf8').split(/\\s+/).filter(Boolean);
const a = BigInt(x), b = BigInt(y);
if (mode === 'sum') console.log(String(a + b));
if (mode === 'wrong') console.log(String(a + b + 1n));
if (mode === 'crash') throw new Error('negative input');
if (mode === 'loop') for (;;) {}
if (mode === 'alloc') { const blocks = []; for (;;) blocks.push(new Array(1 << 17).fill(1.5)); }
`,
    broken: 'function (\n',
  },
  ruby: {
    behaviour: `mode, a, b = STDIN.read.split
a = a.to_i; b = b.to_i
puts a + b if mode == "sum"
puts a + b + 1 if mode == "wrong"
raise ArgumentError, "negative input" if mode == "crash"
loop {} if mode == "loop"
if mode == "alloc"
  blocks = []
  loop { blocks << "x" * (1 << 20) }
end
`,
    broken: 'def main(\n  puts 1\n',
  },
  r: {
    behaviour: `con <- file("stdin")
words <- scan(con, what = character(), quiet = TRUE)
close(con)
mode <- words[1]
a <- as.numeric(words[2]); b <- as.numeric(words[3])
if (mode == "sum") cat(format(a + b, scientific = FALSE), "\\n", sep = "")
if (mode == "wrong") cat(format(a + b + 1, scientific = FALSE), "\\n", sep = "")
if (mode == "crash") stop("negative input")
if (mode == "loop") repeat {}
if (mode == "alloc") { blocks <- list(); repeat { blocks[[length(blocks) + 1]] <- runif(1e6) } }
`,
    broken: 'f <- function( {\n',
  },
  pascal: {
    behaviour: `var
  mode: string;
  a, b: int64;
  n: qword;
  p: pointer;
begin
  readln(mode);
  a := 0; b := 0;
  if (mode = 'sum') or (mode = 'wrong') then readln(a, b);
  if mode = 'sum' then writeln(a + b);
  if mode = 'wrong' then writeln(a + b + 1);
  if mode = 'crash' then begin writeln(stderr, 'negative input'); writeln(a div b); end;
  if mode = 'loop' then begin n := 0; while true do inc(n); end;
  if mode = 'alloc' then repeat getmem(p, 1 shl 20); fillchar(p^, 1 shl 20, 1) until false;
end.
`,
    broken: 'begin\n  writeln(1\nend.\n',
  },
  php: {
    behaviour: `<?php
$w = preg_split('/\\s+/', trim(stream_get_contents(STDIN)));
$mode = $w[0]; $a = intval($w[1] ?? 0); $b = intval($w[2] ?? 0);
if ($mode === 'sum') echo $a + $b, "\\n";
if ($mode === 'wrong') echo $a + $b + 1, "\\n";
if ($mode === 'crash') throw new Exception('negative input');
if ($mode === 'loop') for (;;) {}
if ($mode === 'alloc') { $blocks = []; for (;;) $blocks[] = str_repeat('x', 1 << 20); }
`,
    broken: '<?php echo ;\n',
  },
};
TEST_PROGRAMS.cpp20 = TEST_PROGRAMS.cpp!;

/** Input for a mode: pascal reads the mode on its own line. */
export function modeInput(language: string, mode: string, a = 0, b = 0): string {
  return language === 'pascal' ? `${mode}\n${a} ${b}\n` : `${mode} ${a} ${b}\n`;
}
