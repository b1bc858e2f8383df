/** Wire shape of a day's concept (packages/shared/src/api/concept-of-the-day.ts): the quiz without its answers. */
import type { ConceptOfTheDay } from '@katana/shared/api/concept-of-the-day';
import type { ConceptRow } from './concept.repository.ts';

export function presentConcept(date: string, today: string, concept: ConceptRow): ConceptOfTheDay {
  return {
    date,
    is_today: date === today,
    slug: concept.slug,
    title: concept.title,
    topic: concept.topic,
    summary: concept.summary,
    article: concept.article,
    quiz: concept.quiz.map(({ prompt, options }) => ({ prompt, options })),
  };
}
