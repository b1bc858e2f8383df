/**
 * The set-up's prebuilt database image: scripts/setup.sh runs `katana seed` once into an empty PGlite folder
 * (apps/server/dist/seed-image/pglite, made again when the server, its migrations, content/ or the npm packages
 * change). A start whose DATA_DIR has no database yet copies that folder instead of running initdb, every migration
 * and the whole first import; the start's own migrations and imports then bring it up to date as on any restart.
 */
import { cpSync, existsSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const DEFAULT_IMAGE_DIR = fileURLToPath(new URL('../../dist/seed-image/pglite', import.meta.url));

/**
 * Copies the image into `pgliteDir` when that holds no database and an image exists; true when it did.
 * Copied beside the target first and renamed into place, so a start stopped half-way leaves no half database.
 */
export function copySeedImage(pgliteDir: string, imageDir: string = DEFAULT_IMAGE_DIR): boolean {
  if (!existsSync(join(imageDir, 'PG_VERSION'))) return false;
  if (existsSync(pgliteDir) && readdirSync(pgliteDir).length > 0) return false;
  const partial = join(dirname(pgliteDir), `.pglite-from-image-${process.pid}`);
  rmSync(partial, { recursive: true, force: true });
  cpSync(imageDir, partial, { recursive: true });
  rmSync(pgliteDir, { recursive: true, force: true });
  renameSync(partial, pgliteDir);
  return true;
}
