/** Contract-valid answers of the library API for the web tests. */
import {
  libraryArticleSchema,
  whatsNewSchema,
  type LibraryArticle,
  type WhatsNew,
} from '@katana/shared/api/library';

export function article(overrides: Partial<LibraryArticle> = {}): LibraryArticle {
  return libraryArticleSchema.parse({
    slug: 'union-find',
    category: 'data-structures',
    category_title: 'Data structures',
    title: 'Union-find: keeping track of groups',
    description: 'Some problems hand you connections one at a time.',
    reading_minutes: 3,
    is_read: false,
    is_bookmarked: false,
    html: '<p>Every group is a tree.</p><h2 id="the-idea">The idea</h2><p>Roots name groups.</p>',
    toc: [{ id: 'the-idea', text: 'The idea', level: 2 }],
    read_at: null,
    previous: {
      slug: 'heaps-and-priority-queues',
      category: 'data-structures',
      title: 'Heaps and priority queues',
    },
    next: { slug: 'tries', category: 'data-structures', title: 'Tries for prefix questions' },
    related_problems: [{ slug: 'raft-rope-bridges', name: 'Rope Bridges Between Rafts', difficulty: 'EASY' }],
    guided_path: null,
    ...overrides,
  });
}

export function whatsNew(overrides: Partial<WhatsNew> = {}): WhatsNew {
  return whatsNewSchema.parse({
    entries: [{ version: '0.4.0', date: '2026-11-27', title: 'The library', html: '<p>Articles.</p>' }],
    latest_version: '0.4.0',
    last_read_version: null,
    unread: true,
    ...overrides,
  });
}
