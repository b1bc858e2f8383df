/**
 * What every start does to the database after the migrations: seed the reference data and import content/ (each
 * step idempotent: an unchanged start changes nothing), then rebuild the search index. Used by the server's start,
 * `katana seed`, and the set-up's prebuilt database image (db/seed-image.ts).
 *
 * A restart whose sources are unchanged since the last complete import (prepared-state.ts: content/, the code,
 * the npm lock) skips the imports and the catalogue's reindex, which read every package of content/ (issue #20:
 * about 18 s of an existing-data start). The steps that depend on the clock or on learners' own changes still run:
 * the contest schedule and the learners' search documents. An import that rejected a package records nothing, so
 * its warning comes back at every start until the package is fixed.
 */
import type { Logger } from 'pino';
import type { Db } from './db/client.ts';
import { lastPreparedFingerprint, recordPreparedFingerprint, sourcesFingerprint } from './prepared-state.ts';
import { seedAll } from './practice/index.ts';
import { importContentAtStart } from './practice/index.ts';
import { seedContests } from './contests/index.ts';
import { importFlashCardsAtStart } from './flash-cards/index.ts';
import { importConceptsAtStart } from './concept-of-the-day/index.ts';
import { importGuidedPathsAtStart } from './guided-paths/index.ts';
import { importGoalsAtStart } from './goals/index.ts';
import { importCollegesAtStart } from './colleges/index.ts';
import { importInterviewBundlesAtStart } from './interview-bundles/index.ts';
import { importJobsAtStart } from './jobs/index.ts';
import { importChallengesAtStart } from './challenges/index.ts';
import { importEventsAtStart } from './events/index.ts';
import { importWebProjectsAtStart } from './web-projects/index.ts';
import { announceNewContent, backfillTopicBadges } from './engagement/index.ts';
import { publishWhatsNewAtStart } from './library/index.ts';
import { reindexCatalogue } from './search/index.ts';
import { reindexLearners } from './profile/index.ts';

export interface PrepareOptions {
  /** Import even when the sources are unchanged (`katana seed`). */
  force?: boolean;
}

export async function prepareData(db: Db, log: Logger, options: PrepareOptions = {}): Promise<void> {
  const seeded = await seedAll(db);
  log.info({ seeded }, 'seed applied');
  const fingerprint = await sourcesFingerprint();
  if (!options.force && (await lastPreparedFingerprint(db)) === fingerprint) {
    await seedContests(db, log);
    log.info(
      { indexed: { learner: await reindexLearners(db) } },
      'sources unchanged since the last import: skipped',
    );
    return;
  }
  const catalogue = await importContentAtStart(db, log);
  await seedContests(db, log);
  await importFlashCardsAtStart(db, log);
  await importConceptsAtStart(db, log);
  // After the catalogue (a path names catalogue problems), and before goals (they name guided path modules).
  const paths = await importGuidedPathsAtStart(db, log);
  // One NEW_CONTENT item per learner for what this start added (nothing on an unchanged start).
  const told = await announceNewContent(db, { problems: catalogue.inserted, paths: paths.inserted });
  if (told.length > 0) log.info({ learners: told.length }, 'new content announced');
  // A release file seen for the first time is published: one NEW_CONTENT item per learner (/whats-new).
  await publishWhatsNewAtStart(db, log);
  // Topic badge levels reached before they were granted (or by a catalogue change): granted once, here.
  const backfilled = await backfillTopicBadges(db);
  if (backfilled > 0) log.info({ badges: backfilled }, 'practice topic badges backfilled');
  await importGoalsAtStart(db, log);
  await importCollegesAtStart(db, log);
  await importInterviewBundlesAtStart(db, log);
  await importJobsAtStart(db, log);
  await importChallengesAtStart(db, log);
  await importEventsAtStart(db, log);
  // After the catalogue: a project's steps are catalogue front-end problems.
  await importWebProjectsAtStart(db, log);
  // After every import above: the search index reads the catalogue they wrote.
  log.info(
    { indexed: { ...(await reindexCatalogue(db)), learner: await reindexLearners(db) } },
    'search index rebuilt',
  );
  if (catalogue.issues.length === 0) await recordPreparedFingerprint(db, fingerprint);
}
