/**
 * The repository root (the folder whose package.json declares the npm workspaces). Relative paths in the
 * configuration (DATA_DIR, WEB_DIST_DIR) are resolved from here, so `katana start` behaves the same from any cwd.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

function isWorkspaceRoot(dir: string): boolean {
  const pkg = join(dir, 'package.json');
  if (!existsSync(pkg)) return false;
  try {
    return Array.isArray((JSON.parse(readFileSync(pkg, 'utf8')) as { workspaces?: unknown }).workspaces);
  } catch {
    return false;
  }
}

function findRepoRoot(start: string): string {
  let dir = start;
  for (;;) {
    if (isWorkspaceRoot(dir)) return dir;
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`Katana repository root not found above ${start}`);
    dir = parent;
  }
}

export const REPO_ROOT = findRepoRoot(dirname(fileURLToPath(import.meta.url)));

/** Version of the server package, reported by /api/health. */
export const SERVER_VERSION: string = (
  JSON.parse(readFileSync(join(REPO_ROOT, 'apps/server/package.json'), 'utf8')) as { version: string }
).version;
