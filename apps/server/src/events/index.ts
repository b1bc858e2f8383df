/**
 * Events: webinars, workshops, scholarships, contests and other events in one calendar, registrations, reminders.
 * The only module other slices and the composition root import from this slice (lint-enforced: eslint.config.js).
 */
export { importEventsAtStart } from './event-content.ts';
export { runEventCreate } from './event-command.ts';
export { runEventDemo } from './event-demo.ts';
export { default as eventsPlugin } from './events.plugin.ts';
