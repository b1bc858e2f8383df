/**
 * The content check's rules for lists.yaml: a problem or item names only curated lists (a topic ladder's members
 * come from their topics, so naming one in `lists:` would be a membership the importer never writes), and every
 * ladder's topic is a known topic that some problem of the catalogue has.
 */
import { CODE_TOPICS, ITEM_TOPICS } from '@katana/shared/items/item-schema';
import type { ListDefinition } from '../importer/lists-file.ts';
import type { ContentIssue } from './content-check.ts';

export interface ListRules {
  curated: ReadonlySet<string>;
  /** Ladder slug -> topic. */
  ladders: ReadonlyMap<string, string>;
}

const knownTopics = new Set<string>([...CODE_TOPICS, ...ITEM_TOPICS]);

export function listRules(definitions: readonly ListDefinition[]): ListRules {
  return {
    curated: new Set(definitions.filter((l) => l.topic === null).map((l) => l.slug)),
    ladders: new Map(definitions.flatMap((l) => (l.topic === null ? [] : [[l.slug, l.topic] as const]))),
  };
}

/** Why a problem or item may not name `list` in its `lists:`, or null when it may. */
export function listNameProblem(list: string, rules: ListRules): string | null {
  if (rules.ladders.has(list))
    return `list '${list}' is a topic ladder: its problems come from their topics, not from 'lists'`;
  return rules.curated.has(list) ? null : `list '${list}' is not in lists.yaml`;
}

/** Ladders whose topic is unknown or that no problem (CODE or SQL) would join. */
export function ladderIssues(rules: ListRules, problemTopics: ReadonlySet<string>): ContentIssue[] {
  const issues: ContentIssue[] = [];
  for (const [slug, topic] of rules.ladders) {
    if (!knownTopics.has(topic))
      issues.push({ where: 'lists.yaml', reason: `ladder '${slug}': unknown topic '${topic}'` });
    else if (!problemTopics.has(topic))
      issues.push({ where: 'lists.yaml', reason: `ladder '${slug}': no problem has the topic '${topic}'` });
  }
  return issues;
}
