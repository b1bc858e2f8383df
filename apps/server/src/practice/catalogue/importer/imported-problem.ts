/**
 * What the importer makes of one problem package or item before it touches the database: the problem row's
 * catalogue fields, its tags and lists, and (CODE / SQL) the package archive the judge workers fetch.
 */
import type { NewProblemRow } from '../../../db/schema/practice.ts';

export type CatalogueFields = Omit<
  NewProblemRow,
  | 'id'
  | 'position'
  | 'upvoteCount'
  | 'downvoteCount'
  | 'ratingSum'
  | 'ratingCount'
  | 'submissionCount'
  | 'acceptedCount'
  | 'createdAt'
  | 'updatedAt'
  | 'packageSha'
>;

export interface ImportedProblem {
  fields: CatalogueFields & { contentHash: string };
  /** Topic slugs (names come from topic-names.ts). */
  topics: string[];
  /** Company display names (slugs are derived). */
  companies: string[];
  /** Curated list slugs. */
  lists: string[];
  /** The zip of the package folder (CODE and SQL only). */
  archive: Buffer | null;
}

/** A source the importer found, hashed but not parsed yet. */
export interface PendingImport {
  slug: string;
  contentHash: string;
  /** Human-readable origin for reports: content/problems/<dir>, a zip name... */
  source: string;
  /** Parses the source into a problem; only called when the hash differs from the stored one. */
  load(): Promise<ImportedProblem>;
}

export interface ImportIssue {
  source: string;
  reason: string;
}
