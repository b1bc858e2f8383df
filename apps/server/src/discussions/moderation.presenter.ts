/** Moderation rows in the wire format of packages/shared/src/api/discussions.ts (queue reports, audit entries). */
import { profileUrl } from '@katana/shared/api/profile';
import type { AuditLog, ModerationPerson, ModerationQueue } from '@katana/shared/api/discussions';
import type { discussionAudit, discussionReports } from '../db/schema/discussions.ts';
import type { PersonRow } from './moderation.repository.ts';

export function presentPerson(p: PersonRow): ModerationPerson {
  return {
    uuid: p.uuid,
    name: p.name?.trim() || 'A learner',
    image: p.image,
    screen_name: p.screenName,
    profile_url: profileUrl({ uuid: p.uuid, screen_name: p.screenName }),
  };
}

const personOrNull = (p: PersonRow | null | undefined) => (p ? presentPerson(p) : null);

export function presentReport(
  report: typeof discussionReports.$inferSelect,
  reporter: PersonRow,
  postId: number | null,
  author: PersonRow | undefined,
): ModerationQueue['reports'][number] {
  return {
    id: report.id,
    parent_type: report.parentType as 'post' | 'comment',
    parent_id: report.parentId,
    post_id: postId,
    reason: report.reason,
    reporter: presentPerson(reporter),
    author: personOrNull(author),
    created_at: report.createdAt.toISOString(),
  };
}

export function presentAuditEntry(
  entry: typeof discussionAudit.$inferSelect,
  moderator: PersonRow | null,
  target: PersonRow | undefined,
): AuditLog['entries'][number] {
  return {
    id: entry.id,
    moderator: personOrNull(moderator),
    action: entry.action,
    target_type: entry.targetType,
    target_id: entry.targetId,
    target_user: personOrNull(target),
    reason: entry.reason,
    created_at: entry.createdAt.toISOString(),
  };
}
