/**
 * The search index as other slices use it: call these with your own handle (or transaction) when a searchable thing
 * is created, changed or removed. The search slice reads the documents back through practice's access policy.
 */
import type { SearchDocumentType } from '@katana/shared/api/search';
import type { Db } from '../db/client.ts';
import { createSearchIndexRepository, type SearchDocumentInput } from './search-index.repository.ts';

export async function indexSearchDocuments(db: Db, docs: readonly SearchDocumentInput[]): Promise<void> {
  await createSearchIndexRepository(db).upsert(docs);
}

export async function removeSearchDocuments(
  db: Db,
  type: SearchDocumentType,
  refKeys: readonly string[],
): Promise<void> {
  await createSearchIndexRepository(db).remove(type, refKeys);
}

/** Replaces every document of one type (a full re-index after an import). */
export async function replaceSearchDocuments(
  db: Db,
  type: SearchDocumentType,
  docs: readonly SearchDocumentInput[],
): Promise<void> {
  const repo = createSearchIndexRepository(db);
  await repo.upsert(docs);
  await repo.removeAllExcept(
    type,
    docs.map((d) => d.refKey),
  );
}
