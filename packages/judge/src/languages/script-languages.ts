/**
 * Interpreted languages. Their "compile" step is the interpreter's own syntax check, so a syntax error is reported
 * as a compilation error with the interpreter's message instead of failing every test case the same way.
 */
import type { ProgramLanguage } from './types.ts';

const PYTHON = '/usr/bin/python3'; // Debian's, never a pyenv shim: the sandbox sees /usr only
const NODE = '/usr/bin/node';
const RUBY = '/usr/bin/ruby';
const PHP = '/usr/bin/php';
const RSCRIPT = '/usr/bin/Rscript';

export const python: ProgramLanguage = {
  kind: 'program',
  key: 'python',
  displayName: 'Python 3',
  sourceFileName: 'main.py',
  extensions: ['py', 'py3'],
  compile: { argv: [PYTHON, '-m', 'py_compile', 'main.py'], checkOnly: true },
  run: { argv: [PYTHON, '-B', 'main.py'], env: { PYTHONIOENCODING: 'utf-8', PYTHONDONTWRITEBYTECODE: '1' } },
  scaffold: `import sys

def main():
    a, b = map(int, sys.stdin.read().split()[:2])
    print(a + b)

main()
`,
  memoryOverheadMb: 16,
  processAllowance: 4,
  toolchain: [PYTHON],
  versionProbe: [PYTHON, '--version'],
  memoryErrorPatterns: [/^MemoryError/m],
};

export const javascript: ProgramLanguage = {
  kind: 'program',
  key: 'javascript',
  displayName: 'JavaScript (Node.js)',
  sourceFileName: 'main.js',
  extensions: ['js'],
  compile: { argv: [NODE, '--check', 'main.js'], checkOnly: true, maxProcesses: 32 },
  // The V8 heap gets the problem's limit; RLIMIT_AS is never set (V8 reserves huge address ranges).
  run: { argv: [NODE, '--max-old-space-size={memoryMb}', '--stack-size=65500', 'main.js'] },
  scaffold: `const lines = require('fs').readFileSync(0, 'utf8').split(/\\s+/).filter(Boolean);
const [a, b] = lines.map(BigInt);
console.log((a + b).toString());
`,
  memoryOverheadMb: 64,
  processAllowance: 32,
  toolchain: [NODE],
  versionProbe: [NODE, '--version'],
  memoryErrorPatterns: [/JavaScript heap out of memory/, /Reached heap limit/],
};

export const ruby: ProgramLanguage = {
  kind: 'program',
  key: 'ruby',
  displayName: 'Ruby',
  sourceFileName: 'main.rb',
  extensions: ['rb'],
  compile: { argv: [RUBY, '-c', 'main.rb'], checkOnly: true },
  run: { argv: [RUBY, 'main.rb'] },
  scaffold: `a, b = STDIN.read.split.map(&:to_i)
puts a + b
`,
  memoryOverheadMb: 16,
  processAllowance: 8,
  toolchain: [RUBY],
  versionProbe: [RUBY, '--version'],
  memoryErrorPatterns: [/NoMemoryError/, /failed to allocate memory/],
};

export const php: ProgramLanguage = {
  kind: 'program',
  key: 'php',
  displayName: 'PHP',
  sourceFileName: 'main.php',
  extensions: ['php'],
  compile: { argv: [PHP, '-l', 'main.php'], checkOnly: true },
  run: {
    argv: [
      PHP,
      '-d',
      'memory_limit={memoryMb}M',
      '-d',
      'display_errors=stderr',
      '-d',
      'log_errors=0',
      'main.php',
    ],
  },
  scaffold: `<?php
[$a, $b] = array_map('intval', preg_split('/\\s+/', trim(stream_get_contents(STDIN))));
echo $a + $b, "\\n";
`,
  memoryOverheadMb: 16,
  processAllowance: 4,
  toolchain: [PHP],
  versionProbe: [PHP, '--version'],
  readOnlyBinds: ['/etc/php'],
  memoryErrorPatterns: [/Allowed memory size of \d+ bytes exhausted/],
};

export const r: ProgramLanguage = {
  kind: 'program',
  key: 'r',
  displayName: 'R',
  sourceFileName: 'main.R',
  extensions: ['r'],
  compile: { argv: [RSCRIPT, '-e', 'invisible(parse("main.R"))'], checkOnly: true },
  run: { argv: [RSCRIPT, 'main.R'] },
  scaffold: `con <- file("stdin")
x <- scan(con, what = numeric(), quiet = TRUE)
close(con)
cat(format(x[1] + x[2], scientific = FALSE), "\\n", sep = "")
`,
  memoryOverheadMb: 64,
  processAllowance: 8,
  toolchain: [RSCRIPT],
  versionProbe: [RSCRIPT, '--version'],
  readOnlyBinds: ['/etc/R'],
  memoryErrorPatterns: [/cannot allocate vector/],
};
