import type { BuildOptions } from 'esbuild';

export declare const REACT_BUILD_OPTIONS: BuildOptions;
export declare function refusedImport(specifier: string): string | null;

export interface BuildErrorLine {
  file: string | null;
  line: number | null;
  column: number | null;
  text: string;
}
export declare function buildErrorLines(error: unknown, fileName: (file: string) => string): BuildErrorLine[];
export declare function formatBuildError(line: BuildErrorLine): string;
