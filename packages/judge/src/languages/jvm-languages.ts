/**
 * JVM languages. The JVM gets -Xmx = the problem's memory limit and the cgroup gets that plus room for metaspace, code
 * cache and thread stacks; RLIMIT_AS is never used (the JVM reserves far more address space than it touches).
 * Serial GC and C1 only: a judged program is short-lived and single-threaded, so start-up time matters most.
 */
import type { ProgramLanguage } from './types.ts';

const JAVA = '/usr/bin/java';
const JVM_FLAGS = ['-XX:+UseSerialGC', '-XX:TieredStopAtLevel=1', '-XX:-UsePerfData', '-Xshare:auto'];
const runtimeFlags = ['-Xmx{memoryMb}m', '-Xms16m', '-Xss{stackMb}m', ...JVM_FLAGS];
/** A compiler is a JVM program too: its own heap and flags, passed with -J for javac. */
const COMPILER_HEAP_MB = 512;
const JVM_OUT_OF_MEMORY = [/java\.lang\.OutOfMemoryError/];
const JDK_CONF = ['/etc/java-17-openjdk'];

export const java: ProgramLanguage = {
  kind: 'program',
  key: 'java',
  displayName: 'Java (OpenJDK 17)',
  sourceFileName: 'Main.java',
  extensions: ['java'],
  compile: {
    argv: [
      '/usr/bin/javac',
      `-J-Xmx${COMPILER_HEAP_MB}m`,
      ...JVM_FLAGS.map((f) => `-J${f}`),
      '-encoding',
      'UTF-8',
      '-nowarn',
      'Main.java',
    ],
    cpuTimeMs: 20_000,
    memoryMb: COMPILER_HEAP_MB + 256,
    maxProcesses: 96,
  },
  run: { argv: [JAVA, ...runtimeFlags, '-cp', '/box', 'Main'] },
  scaffold: `import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        StringTokenizer st = new StringTokenizer(in.readLine());
        long a = Long.parseLong(st.nextToken()), b = Long.parseLong(st.nextToken());
        System.out.println(a + b);
    }
}
`,
  memoryOverheadMb: 160,
  processAllowance: 64,
  toolchain: ['/usr/bin/javac', JAVA],
  versionProbe: [JAVA, '-version'],
  readOnlyBinds: JDK_CONF,
  memoryErrorPatterns: JVM_OUT_OF_MEMORY,
};

/**
 * Kotlin 1.3.31 (Debian's package) on JDK 17: the kotlinc shell script adds -noverify (deprecated, prints a warning
 * on every compile), so the compiler is started directly through its preloader, the same way the script does.
 */
const KOTLIN_HOME = '/usr/share/kotlin/kotlinc';
const KOTLIN_STDLIB = '/usr/share/java/kotlin-stdlib.jar';

export const kotlin: ProgramLanguage = {
  kind: 'program',
  key: 'kotlin',
  displayName: 'Kotlin 1.3 (JVM)',
  sourceFileName: 'Main.kt',
  extensions: ['kt'],
  compile: {
    argv: [
      JAVA,
      `-Xmx${COMPILER_HEAP_MB}m`,
      '-Xss8m',
      ...JVM_FLAGS,
      '-cp',
      `${KOTLIN_HOME}/lib/kotlin-preloader.jar`,
      'org.jetbrains.kotlin.preloading.Preloader',
      '-cp',
      `${KOTLIN_HOME}/lib/kotlin-compiler.jar`,
      'org.jetbrains.kotlin.cli.jvm.K2JVMCompiler',
      '-kotlin-home',
      KOTLIN_HOME,
      '-nowarn',
      '-d',
      'main.jar',
      'Main.kt',
    ],
    cpuTimeMs: 40_000,
    memoryMb: COMPILER_HEAP_MB + 256,
    maxProcesses: 96,
  },
  run: { argv: [JAVA, ...runtimeFlags, '-cp', `/box/main.jar:${KOTLIN_STDLIB}`, 'MainKt'] },
  scaffold: `fun main() {
    val (a, b) = readLine()!!.trim().split(" ").filter { it.isNotEmpty() }.map { it.toLong() }
    println(a + b)
}
`,
  memoryOverheadMb: 160,
  processAllowance: 64,
  toolchain: [
    `${KOTLIN_HOME}/lib/kotlin-compiler.jar`,
    `${KOTLIN_HOME}/lib/kotlin-preloader.jar`,
    KOTLIN_STDLIB,
    JAVA,
  ],
  versionProbe: [
    JAVA,
    '-cp',
    `${KOTLIN_HOME}/lib/kotlin-preloader.jar`,
    'org.jetbrains.kotlin.preloading.Preloader',
    '-cp',
    `${KOTLIN_HOME}/lib/kotlin-compiler.jar`,
    'org.jetbrains.kotlin.cli.jvm.K2JVMCompiler',
    '-version',
  ],
  readOnlyBinds: JDK_CONF,
  memoryErrorPatterns: JVM_OUT_OF_MEMORY,
};
