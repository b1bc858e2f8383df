/**
 * `katana whats-new publish <file|version>`: an operator publishes one release of what's new. A release written with
 * `published: false` (content/whats-new/README.md) becomes `published: true` in its file, then the release goes out
 * by the one path a start takes (whats-new-publish.ts): recorded once, and one NEW_CONTENT item per learner who
 * wants them. A release published before is not announced again. A running server reads content/ at start: its
 * /whats-new lists the release after a restart.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { Db } from '../db/client.ts';
import { REPO_ROOT } from '../plugins/app/repo-root.ts';
import { publishWhatsNewAtStart } from './whats-new-publish.ts';

export const WHATS_NEW_PUBLISH_USAGE =
  'Usage: katana whats-new publish <content/whats-new/<version>.yaml | version>   e.g. katana whats-new publish 1.2.0';

const UNPUBLISHED = /^published:\s*false\s*(#.*)?$/m;

/** Publishes the named release; the exit code (0 published or already out, 1 no such release, 2 usage). */
export async function runWhatsNewPublish(
  db: Db,
  args: string[],
  out: (line: string) => void,
  repoRoot = REPO_ROOT,
): Promise<number> {
  const [target, ...rest] = args;
  if (!target || rest.length > 0) {
    out(WHATS_NEW_PUBLISH_USAGE);
    return 2;
  }
  const version = basename(target).replace(/\.ya?ml$/, '');
  const file = join(repoRoot, 'content', 'whats-new', `${version}.yaml`);
  if (!/^\d+\.\d+\.\d+$/.test(version) || !existsSync(file)) {
    out(`No release ${target} in content/whats-new (one file per release, named <version>.yaml).`);
    return 1;
  }
  const text = readFileSync(file, 'utf8');
  if (UNPUBLISHED.test(text)) writeFileSync(file, text.replace(UNPUBLISHED, 'published: true'));
  const { published, told } = await publishWhatsNewAtStart(db, { info: () => {} }, repoRoot);
  if (!published.includes(version)) {
    out(`What's new ${version} was published before: nobody is told again.`);
    return 0;
  }
  out(`Published what's new ${published.join(', ')}: ${told.length} learner(s) told (NEW_CONTENT).`);
  out('Restart the server to list it on /whats-new.');
  return 0;
}

export async function runWhatsNewPublishCommand(args: string[]): Promise<number> {
  const { withMigratedDatabase } = await import('../plugins/app/database.ts');
  return withMigratedDatabase((db) => runWhatsNewPublish(db, args, (line) => console.log(line)));
}
