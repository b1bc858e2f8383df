/**
 * PracticeTopic and Subject badges, granted where the facts change: after a first solve, inside the
 * verdict's transaction (badgesSubmissionHook, composed in judged-submission-hooks.ts), through grantBadge, so a
 * re-judged submission or a second run grants nothing new.
 *
 * - PracticeTopic: for each topic of the solved problem, the share of the topic's problems the learner has solved
 *   reaches the levels of PRACTICE_TOPIC_BADGE_COMPLETION (each level once, with the ones below it).
 * - Subject: for each subject (BADGE_SUBJECTS) the problem belongs to, the learner's rank among everyone who solved
 *   a problem of the subject, by problems solved there, earns the highest level of the subject's top-percent table
 *   (BADGE_PERCENTAGE_TABLES.Subject: top 1 %, 0.5 %, 0.25 %) and the levels below it.
 *
 * Every problem of a topic counts, hidden ones too (the judging side has no viewer), as guided paths count theirs.
 */
import { sql } from 'drizzle-orm';
import {
  BADGE_LEVELS,
  BADGE_SUBJECTS,
  PRACTICE_TOPIC_BADGE_COMPLETION,
  badgeLevelForRank,
  badgeLevelsForCompletion,
} from '@katana/shared/engagement/badges';
import type { Db } from '../../db/client.ts';
import type { JudgedSubmissionHook } from '../../practice/index.ts';
import { num, rowsOf } from '../leaderboard/sql-rows.ts';
import { badgeKey, grantBadge } from './grant-badge.ts';

interface TopicProgress {
  slug: string;
  name: string;
  total: unknown;
  solved: unknown;
}

/** Grants the PracticeTopic levels the learner reached in each topic of the problem. */
export async function grantTopicBadges(db: Db, userId: number, problemId: number, at: Date): Promise<void> {
  const topics = rowsOf<TopicProgress>(
    await db.execute(sql`
      select t.slug, t.name, count(pt.problem_id) as total, count(ups.solved_at) as solved
      from topics t
      join problem_topics pt on pt.topic_id = t.id
      left join user_problem_states ups
        on ups.problem_id = pt.problem_id and ups.user_id = ${userId} and ups.solved_at is not null
      where t.id in (select topic_id from problem_topics where problem_id = ${problemId})
      group by t.id, t.slug, t.name
      order by t.slug`),
  );
  for (const topic of topics) {
    for (const level of badgeLevelsForCompletion(
      PRACTICE_TOPIC_BADGE_COMPLETION,
      num(topic.solved),
      num(topic.total),
    )) {
      await grantBadge(db, {
        userId,
        badgeKey: badgeKey('PracticeTopic', topic.slug),
        tier: level,
        at,
        entityName: topic.name,
        entitySlug: topic.slug,
      });
    }
  }
}

function topicList(topics: readonly string[]) {
  return sql.join(
    topics.map((t) => sql`${t}`),
    sql`, `,
  );
}

/** Grants the Subject levels the learner's rank reaches in each subject the problem belongs to. */
export async function grantSubjectBadges(db: Db, userId: number, problemId: number, at: Date): Promise<void> {
  const problemTopics = new Set(
    rowsOf<{ slug: string }>(
      await db.execute(sql`
        select t.slug from problem_topics pt join topics t on t.id = pt.topic_id
        where pt.problem_id = ${problemId}`),
    ).map((r) => r.slug),
  );
  for (const subject of BADGE_SUBJECTS) {
    if (!subject.topics.some((t) => problemTopics.has(t))) continue;
    const [standing] = rowsOf<{ mine: unknown; better: unknown; total: unknown }>(
      await db.execute(sql`
        with solved as (
          select ups.user_id, count(distinct ups.problem_id) as n
          from user_problem_states ups
          join problem_topics pt on pt.problem_id = ups.problem_id
          join topics t on t.id = pt.topic_id
          where ups.solved_at is not null and t.slug in (${topicList(subject.topics)})
          group by ups.user_id
        ), me as (select n from solved where user_id = ${userId})
        select (select n from me) as mine,
               (select count(*) from solved where n > (select n from me)) as better,
               (select count(*) from solved) as total`),
    );
    if (!standing || num(standing.mine) === 0) continue;
    const top = badgeLevelForRank('Subject', num(standing.better) + 1, num(standing.total));
    if (top === null) continue;
    for (const level of BADGE_LEVELS.filter((l) => l <= top)) {
      await grantBadge(db, {
        userId,
        badgeKey: badgeKey('Subject', subject.slug),
        tier: level,
        at,
        entityName: subject.name,
        entitySlug: subject.slug,
      });
    }
  }
}

/**
 * Grants every PracticeTopic level learners have reached but do not hold (solves from before these badges existed,
 * or a topic that lost problems). Run at server start: two reads, then one grant per missing level only.
 */
export async function backfillTopicBadges(db: Db, at = new Date()): Promise<number> {
  const reached = rowsOf<{ user_id: unknown; slug: string; name: string; solved: unknown; total: unknown }>(
    await db.execute(sql`
      select ups.user_id, t.slug, t.name, count(*) as solved, tt.total
      from user_problem_states ups
      join problem_topics pt on pt.problem_id = ups.problem_id
      join topics t on t.id = pt.topic_id
      join (select topic_id, count(*) as total from problem_topics group by topic_id) tt on tt.topic_id = t.id
      where ups.solved_at is not null
      group by ups.user_id, t.id, t.slug, t.name, tt.total
      having count(*) * 100 >= tt.total * ${Math.min(...Object.values(PRACTICE_TOPIC_BADGE_COMPLETION))}`),
  );
  if (reached.length === 0) return 0;
  const held = new Set(
    rowsOf<{ user_id: unknown; badge_key: string; level: unknown }>(
      await db.execute(sql`
        select ubl.user_id, bl.badge_key, bl.level from user_badge_levels ubl
        join badge_levels bl on bl.id = ubl.badge_level_id where bl.entity_type = 'PracticeTopic'`),
    ).map((h) => `${num(h.user_id)}|${h.badge_key}|${num(h.level)}`),
  );
  let granted = 0;
  for (const r of reached) {
    const userId = num(r.user_id);
    const key = badgeKey('PracticeTopic', r.slug);
    for (const level of badgeLevelsForCompletion(
      PRACTICE_TOPIC_BADGE_COMPLETION,
      num(r.solved),
      num(r.total),
    )) {
      if (held.has(`${userId}|${key}|${level}`)) continue;
      await grantBadge(db, {
        userId,
        badgeKey: key,
        tier: level,
        at,
        entityName: r.name,
        entitySlug: r.slug,
      });
      granted++;
    }
  }
  return granted;
}

/** The judged-submission hook of badges: a first solve may reach a topic's or a subject's level. */
export const badgesSubmissionHook: JudgedSubmissionHook = async (tx, judged) => {
  // Only a first solve changes what a learner has solved (a re-solve or a re-judge changes nothing).
  if (!judged.solved || !judged.firstSolve) return;
  await grantTopicBadges(tx, judged.userId, judged.problemId, judged.judgedAt);
  await grantSubjectBadges(tx, judged.userId, judged.problemId, judged.judgedAt);
};
