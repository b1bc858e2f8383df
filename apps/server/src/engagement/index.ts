/**
 * Engagement: EXP, streaks, leagues and leaderboards, badges, notifications, community, feedback.
 * The only module other slices and the composition root import from this slice (lint-enforced: eslint.config.js).
 */
export { default as badgesPlugin } from './badges/badges.plugin.ts';
export { grantBadge } from './badges/grant-badge.ts';
export { renderCertificatePng } from './badges/badge-certificate.ts';
export { backfillTopicBadges, badgesSubmissionHook } from './badges/practice-badges.ts';
export { default as communityPlugin } from './community/community.plugin.ts';
export { awardExp } from './experience/award-exp.ts';
export { experienceSubmissionHook } from './experience/experience-submission-hook.ts';
export { default as experiencePlugin } from './experience/experience.plugin.ts';
export { runFeedbackList } from './feedback/feedback-command.ts';
export { default as feedbackPlugin } from './feedback/feedback.plugin.ts';
export {
  SHARE_IMAGE_SIZE,
  createPngCache,
  escapeXml,
  fitText,
  renderSvgToPng,
} from './images/share-image.ts';
export { default as leaderboardPlugin } from './leaderboard/leaderboard.plugin.ts';
export { num, rowsOf } from './leaderboard/sql-rows.ts';
export {
  publishHighlightedEvent,
  recordHighlightedEventRegistration,
  removeHighlightedEventRegistration,
} from './notifications/highlighted-events.ts';
export { announceNewContent } from './notifications/new-content.ts';
export { readEmailSettings } from './notifications/email-preferences.ts';
export { default as notificationsPlugin } from './notifications/notifications.plugin.ts';
export { recordNotification, recordNotificationForAll } from './notifications/record-notification.ts';
