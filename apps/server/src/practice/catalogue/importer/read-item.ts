/**
 * A quiz or NOTE item folder (content/items/<slug>/) -> ImportedProblem. The whole validated item, right answers
 * included, goes to problems.item (server only); learners get learner-view.ts's projection of it.
 */
import { readItemFolder } from '@katana/judge';
import type { ImportedProblem } from './imported-problem.ts';
import { uuidFromName } from './read-problem-package.ts';

export async function readItem(
  dir: string,
  opts: { contentHash: string; source: string },
): Promise<ImportedProblem> {
  const item = await readItemFolder(dir);
  return {
    fields: {
      slug: item.slug,
      uuid: uuidFromName(`item:${item.slug}`),
      name: item.title,
      problemType: item.type,
      difficulty: item.difficulty,
      maxScore: item.maxScore,
      statement: item.type === 'NOTE' ? '' : item.statement,
      editorial: '',
      hints: [],
      metaDescription: item.metaDescription,
      metaKeywords: item.metaKeywords,
      samples: [],
      timeLimitS: null,
      memoryLimitMb: null,
      languages: [],
      defaultLanguage: null,
      scaffolds: {},
      solutions: [],
      item: item as unknown as Record<string, unknown>,
      sqlSettings: null,
      testCount: 0,
      contentHash: opts.contentHash,
      source: opts.source,
    },
    topics: [...item.topics],
    companies: [...item.companies],
    lists: [...item.lists],
    archive: null,
  };
}
