/** TanStack Query keys of the problem of the day, per viewer so one learner's solved marks never show for another. */
export type ViewerId = string | number;

export const potdKeys = {
  all: ['problem-of-the-day'] as const,
  today: (viewer: ViewerId) => ['problem-of-the-day', viewer, 'today'] as const,
  byDate: (viewer: ViewerId, date: string) => ['problem-of-the-day', viewer, 'date', date] as const,
  archive: (viewer: ViewerId) => ['problem-of-the-day', viewer, 'archive'] as const,
};
