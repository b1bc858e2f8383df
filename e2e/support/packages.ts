/** Files of the catalogue's problem packages (content/problems/<slug>/...), as the problem setter wrote them. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const CONTENT_DIR = fileURLToPath(new URL('../../content', import.meta.url));

/** The package's accepted C++ reference solution. */
export function acceptedCpp(slug: string): string {
  return readFileSync(join(CONTENT_DIR, 'problems', slug, 'submissions/accepted/solution.cpp'), 'utf8');
}
