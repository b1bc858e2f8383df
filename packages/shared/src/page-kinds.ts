/**
 * Every screen of the route map, and the default title and description of each (spec 03 "Page kinds").
 * `{brand}` is replaced by the configured brand name. Titles get the brand suffix by the rule in page-meta.ts.
 */
export const PAGE_DEFAULTS = {
  home: [
    'Practice coding, prepare for interviews, get hired',
    'Practise interview problems in 12 languages, follow guided paths, enter contests and track your progress with EXP, streaks and leaderboards.',
  ],
  auth: [
    'Login or Sign up',
    'Sign in to {brand} to practise problems, keep your streak and climb the leaderboards.',
  ],
  policies: ['Policies', 'Terms of use, privacy policy and community guidelines of {brand}.'],
  'user-dashboard': ['Dashboard', 'Your goals, EXP, streak and leaderboards on {brand}.'],
  'user-goal': ['My goal', 'Your goal journey: phases, daily EXP target and progress.'],
  leaderboard: ['Leaderboard', 'Weekly leaderboards and leagues of {brand} learners.'],
  'goals-redirect': ['Goals', 'Your learning goals on {brand}.'],
  'goal-setup': ['Set up your goal', 'Choose a goal and a daily EXP target.'],
  profile: ['Profile', 'Your {brand} profile.'],
  'profile-edit': ['Edit profile', 'Edit your {brand} profile.'],
  'profile-setup': ['Set up your profile', 'Set up your {brand} profile.'],
  'reverse-auto-login-launcher': ['Continue to partner', 'Continue to the partner portal.'],
  'profile-detail': [
    'Profile',
    'A learner profile on {brand}: problems solved, contest rating, badges and streaks.',
  ],
  'interview-experience-list': [
    'Interview experiences',
    'Read interview experiences shared by candidates, round by round, company by company.',
  ],
  'interview-experience-detail': [
    'Interview experience',
    'An interview experience shared by a candidate, round by round.',
  ],
  'interview-experience-write': [
    'Share your interview experience',
    'Write your interview experience round by round to help other candidates prepare.',
  ],
  'interview-experience-edit': ['Edit interview experience', 'Edit your interview experience.'],
  'interview-experience-mine': [
    'My interview experiences',
    'Your interview experiences and their review status.',
  ],
  'interview-experience-review': [
    'Review interview experiences',
    'Interview experiences waiting for a moderator.',
  ],
  questions: ['Questions', 'Interview questions asked by top companies.'],
  'solve-problem': [
    'Interview problems',
    'Practise coding interview problems by topic, company and difficulty, with an online judge for 12 languages.',
  ],
  problem: ['Problem', 'Solve this coding problem online with our judge.'],
  'problem-detail': ['Problem details', 'Problem details.'],
  'top-problem-list': ['Problem lists', 'Curated lists of interview problems, such as the top interview 50.'],
  'problem-list': ['Problem list', 'A curated list of interview problems with your progress.'],
  'guided-path-list': ['Guided paths', 'Structured guided paths for data structures, algorithms and more.'],
  'guided-path-detail': ['Guided path', 'A guided path: modules, problems and notes in order.'],
  'guided-path-classroom': ['Guided path', 'A guided path classroom.'],
  'note-offering': ['Notes', 'Notes on this topic.'],
  resources: ['Resources', 'Articles, videos and online compilers to learn and practise.'],
  videos: ['Videos', 'Video lessons on programming and interview preparation.'],
  'test-series-list': ['Mock test series', 'Timed mock tests that simulate real online assessments.'],
  'test-series-detail': ['Mock test', 'A timed mock test.'],
  'test-series-test': ['Mock test', 'A timed mock test in progress.'],
  'online-compiler': ['Online compiler', 'Write, compile and run code online in 12 languages.'],
  'contest-list': ['Contests', 'Weekly and biweekly coding contests with live standings and ratings.'],
  'contest-detail': ['Contest', 'A coding contest.'],
  'contest-classroom': ['Contest', 'A live coding contest.'],
  'reading-club-list': ['Library', 'Articles on programming, interviews and careers.'],
  'reading-club-category': ['Library', 'Articles in this category.'],
  'reading-club-article': ['Article', 'An article from the library.'],
  'interview-bundle-list': [
    'Interview guide',
    'Interview bundles: curated sets of practice problems by topic, pattern and difficulty, with your progress.',
  ],
  'interview-bundle-detail': [
    'Interview bundle',
    'A curated set of interview practice problems, section by section, with your progress.',
  ],
  'notification-center': ['Notifications', 'Your notifications.'],
  'notification-settings': [
    'Notification settings',
    'Choose which notifications you get in the app and by e-mail.',
  ],
  'notification-unsubscribe': ['Unsubscribe', 'Stop e-mails from {brand}.'],
  search: ['Search', 'Search problems, paths, articles and more.'],
  'campus-home': ['Campus', 'Your campus community on {brand}.'],
  'campus-public-discussions': ['Public discussions', 'Public discussions of the {brand} community.'],
  'campus-discussion': ['Discussion', 'A discussion of the {brand} community.'],
  'campus-moderation': ['Moderation', 'The moderators’ review queue, bans from posting and audit log.'],
  'subjective-review-queue': [
    'Review subjective answers',
    'Answers to subjective problems waiting for a moderator’s review.',
  ],
  'campus-detail': ['Campus', 'A campus community on {brand}.'],
  'campus-public-redirect': ['Public discussions', 'Public discussions of the {brand} community.'],
  'discussions-redirect': ['Discussions', 'Discussions.'],
  jobs: ['Jobs', 'Jobs and internships for programmers.'],
  'job-detail': ['Job', 'A job post on the {brand} job board.'],
  'whats-new': ["What's new", 'The latest features and updates of {brand}.'],
  'problem-of-the-day': ['Problem of the day', 'Solve one problem every day and keep your streak.'],
  'concept-of-the-day': [
    'Concept of the day',
    'One programming concept every day: a short article and a quiz.',
  ],
  'event-listing': ['Events', 'Webinars, contests and scholarship events.'],
  'event-detail': ['Event', 'An event on {brand}.'],
  'challenge-listing': ['Challenges', 'Monthly coding challenges: one problem a day, a board and badges.'],
  'challenge-detail': ['Challenge', 'A monthly coding challenge: one problem a day, a board and badges.'],
  'web-dev-listing': [
    'Web development projects & problems',
    'Build web projects and solve front-end problems.',
  ],
  'web-challenge': ['Web challenge', 'A web development challenge.'],
  'web-dev-project-detail': ['Web project', 'A web development project.'],
  'web-project-editor': ['Web project editor', 'Edit a web development project.'],
  'web-problem-editor': ['Web problem editor', 'Solve a front-end problem.'],
  'prep-plan': [
    'Coding interview prep plan',
    'A day-by-day coding interview preparation plan with flash cards.',
  ],
  'prep-plan-flash-cards': [
    'Flash cards',
    'Review interview concepts with spaced-repetition flash cards, and test yourself with a quiz.',
  ],
  'prep-plan-flash-cards-deck': ['Flash card deck', 'Review a deck of flash cards with spaced repetition.'],
  'prep-plan-edit': [
    'Edit prep plan',
    'Set your prep plan: a target date, weekly hours, study days and the guided paths to follow.',
  ],
  referral: ['Refer and earn', 'Invite friends to {brand}.'],
  onboarding: ['Welcome', 'Get started on {brand}.'],
  'reverse-auto-login-mediator': ['Redirecting', 'Redirecting.'],
  'not-found': [
    "404 - That's an error.",
    "But we're not ones to leave you hanging. Head to our homepage for a full catalog of awesome stuff.",
  ],
  'server-error': [
    'Oopps! Some thing went wrong!',
    "Something went wrong at our end. Don't worry it's not you - It's us. Sorry about that.",
  ],
  autheducation: ['Login', 'Sign in.'],
  apply: ['Access denied', 'You do not have access to this page.'],
  'coming-soon': ['Coming soon', '{brand} is coming soon to your region.'],
} as const satisfies Record<string, readonly [string, string]>;

export type PageKind = keyof typeof PAGE_DEFAULTS;

/**
 * Pages search engines must not index: error pages (spec 01 "Error pages"), every guarded route (a learner's own
 * screens; page-meta.test.ts checks the route map against this list) and utility screens.
 */
export const NOINDEX_KINDS: ReadonlySet<PageKind> = new Set<PageKind>([
  'not-found',
  'server-error',
  'auth',
  'interview-experience-write',
  'interview-experience-edit',
  'interview-experience-mine',
  'interview-experience-review',
  'campus-moderation',
  'subjective-review-queue',
  'autheducation',
  'user-dashboard',
  'user-goal',
  'leaderboard',
  'goal-setup',
  'profile',
  'profile-edit',
  'profile-setup',
  'reverse-auto-login-launcher',
  'reverse-auto-login-mediator',
  'notification-center',
  'notification-settings',
  'notification-unsubscribe',
  'onboarding',
  'prep-plan-edit',
  'apply',
  'search',
  // The notice an inactive EU account is held on, not content for a search result.
  'coming-soon',
]);
