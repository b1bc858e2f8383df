import { stat } from 'node:fs/promises';

/** Whether something is at `p` (a file or a folder); a path that cannot be read counts as absent. */
export async function pathExists(p: string): Promise<boolean> {
  try {
    await stat(p);
    return true;
  } catch {
    return false;
  }
}
