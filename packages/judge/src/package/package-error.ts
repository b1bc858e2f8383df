/** A malformed problem package: names the file (relative to the package root) and what is wrong with it. */
export class PackageError extends Error {
  readonly file: string;
  readonly reason: string;

  constructor(file: string, reason: string) {
    super(`${file}: ${reason}`);
    this.name = 'PackageError';
    this.file = file;
    this.reason = reason;
  }
}

/** Narrowing helpers for values read from YAML: they throw a PackageError that names the file and key. */
export type YamlMap = Record<string, unknown>;

export function isMap(value: unknown): value is YamlMap {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function optionalNumber(
  file: string,
  map: YamlMap,
  key: string,
  check?: (n: number) => boolean,
): number | undefined {
  const value = map[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'number' || !Number.isFinite(value) || (check && !check(value))) {
    throw new PackageError(file, `'${key}' must be a valid number, got ${JSON.stringify(value)}`);
  }
  return value;
}

export function optionalString(file: string, map: YamlMap, key: string): string | undefined {
  const value = map[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (typeof value !== 'string') throw new PackageError(file, `'${key}' must be a string`);
  return value;
}

export function optionalMap(file: string, map: YamlMap, key: string): YamlMap | undefined {
  const value = map[key];
  if (value === undefined || value === null) return undefined;
  if (!isMap(value)) throw new PackageError(file, `'${key}' must be a map`);
  return value;
}

/** A string of space-separated words or a sequence of strings, as validator flags / args are written in the formats. */
export function wordList(file: string, value: unknown, key: string): string[] {
  if (value === undefined || value === null) return [];
  if (typeof value === 'string') return value.split(/\s+/).filter((w) => w.length > 0);
  if (typeof value === 'number') return [String(value)];
  if (Array.isArray(value) && value.every((v) => typeof v === 'string' || typeof v === 'number')) {
    return value.map(String);
  }
  throw new PackageError(file, `'${key}' must be a string or a sequence of strings`);
}
