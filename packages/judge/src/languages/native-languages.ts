/** Languages compiled ahead of time to a native binary /box/main. */
import type { ProgramLanguage } from './types.ts';

const runMain = { argv: ['/box/main'] };

export const c: ProgramLanguage = {
  kind: 'program',
  key: 'c',
  displayName: 'C (GCC, C17)',
  sourceFileName: 'main.c',
  extensions: ['c'],
  compile: { argv: ['/usr/bin/gcc', '-std=gnu17', '-O2', '-pipe', '-o', 'main', 'main.c', '-lm'] },
  run: runMain,
  scaffold: `#include <stdio.h>

int main(void) {
    long long a, b;
    if (scanf("%lld %lld", &a, &b) != 2) return 0;
    printf("%lld\\n", a + b);
    return 0;
}
`,
  memoryOverheadMb: 0,
  processAllowance: 0,
  toolchain: ['/usr/bin/gcc'],
  versionProbe: ['/usr/bin/gcc', '--version'],
};

const cppScaffold = `#include <bits/stdc++.h>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    long long a, b;
    if (!(cin >> a >> b)) return 0;
    cout << a + b << "\\n";
    return 0;
}
`;

function cppVariant(key: string, standard: string, label: string): ProgramLanguage {
  return {
    kind: 'program',
    key,
    displayName: `C++ (GCC, ${label})`,
    sourceFileName: 'main.cpp',
    extensions: key === 'cpp' ? ['cpp', 'cc', 'cxx', 'c++'] : [],
    compile: {
      argv: ['/usr/bin/g++', `-std=${standard}`, '-O2', '-pipe', '-o', 'main', 'main.cpp'],
      memoryMb: 1024,
    },
    run: runMain,
    scaffold: cppScaffold,
    memoryOverheadMb: 0,
    processAllowance: 0,
    toolchain: ['/usr/bin/g++'],
    versionProbe: ['/usr/bin/g++', '--version'],
  };
}

/** C++17 is the default variant (key 'cpp', the spec's compiler list); C++20 is offered beside it. */
export const cpp = cppVariant('cpp', 'gnu++17', 'C++17');
export const cpp20 = cppVariant('cpp20', 'gnu++20', 'C++20');

export const pascal: ProgramLanguage = {
  kind: 'program',
  key: 'pascal',
  displayName: 'Pascal (Free Pascal)',
  sourceFileName: 'main.pas',
  extensions: ['pas'],
  // -v0 -ve: errors only, so a compile error reads as the message and not as a page of banner; -l-: no logo either
  // (without it the version and copyright lines came back on every successful compile as a "compiler message").
  compile: { argv: ['/usr/bin/fpc', '-l-', '-O2', '-XS', '-Xs', '-v0', '-ve', '-omain', 'main.pas'] },
  run: runMain,
  scaffold: `var
  a, b: int64;
begin
  readln(a, b);
  writeln(a + b);
end.
`,
  memoryOverheadMb: 0,
  processAllowance: 0,
  toolchain: ['/usr/bin/fpc'],
  versionProbe: ['/usr/bin/fpc', '-iV'],
  readOnlyBinds: ['/etc/fpc.cfg'],
};
