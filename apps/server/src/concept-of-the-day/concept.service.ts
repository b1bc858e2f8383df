/**
 * Concept of the day rules: a date's concept is picked (concept-pick.ts) the first time the date is asked for,
 * for today or a date within the archive's 30 days, and stored; future dates have none. The quiz check scores
 * answers against the stored quiz.
 */
import {
  CONCEPT_ARCHIVE_DAYS,
  ConceptMessage,
  type ConceptArchive,
  type ConceptOfTheDay,
  type ConceptQuizResult,
} from '@katana/shared/api/concept-of-the-day';
import { addDays, istDate, isIstDate, type IstDate } from '@katana/shared/engagement/ist-time';
import { ErrorCode } from '@katana/shared/envelope';
import { ApiError } from '../plugins/app/api-error.ts';
import { NO_REPEAT_DAYS, pickConcept } from './concept-pick.ts';
import type { ConceptRepository, ConceptRow } from './concept.repository.ts';
import { presentConcept } from './concept.presenter.ts';

const noConcept = () => new ApiError(404, ErrorCode.NOT_FOUND, ConceptMessage.NO_CONCEPT);

export function createConceptService({ repo }: { repo: ConceptRepository }) {
  /** The stored concept of `date`, picking and storing one first when the date may have one and has none yet. */
  async function conceptOf(date: IstDate, today: IstDate): Promise<ConceptRow | undefined> {
    if (date > today) return undefined;
    const [stored] = await repo.picksBetween(date, date);
    if (stored) return stored.concept;
    if (date <= addDays(today, -CONCEPT_ARCHIVE_DAYS)) return undefined;
    const pick = pickConcept(date, await repo.candidates(), await repo.pickedAround(date, NO_REPEAT_DAYS));
    if (!pick) return undefined;
    await repo.storePick(date, pick.id);
    const [winner] = await repo.picksBetween(date, date);
    return winner?.concept;
  }

  async function byDate(date: IstDate, now: Date): Promise<ConceptOfTheDay> {
    const today = istDate(now.getTime());
    const concept = await conceptOf(date, today);
    if (!concept) throw noConcept();
    return presentConcept(date, today, concept);
  }

  return {
    byDate,

    today: (now: Date) => byDate(istDate(now.getTime()), now),

    async archive(now: Date): Promise<ConceptArchive> {
      const today = istDate(now.getTime());
      // Today first, so that the dates filled in afterwards avoid today's concept.
      for (let i = 0; i < CONCEPT_ARCHIVE_DAYS; i++) await conceptOf(addDays(today, -i), today);
      const picks = await repo.picksBetween(addDays(today, -(CONCEPT_ARCHIVE_DAYS - 1)), today);
      return {
        today,
        days: picks.map(({ date, concept }) => ({
          date,
          slug: concept.slug,
          title: concept.title,
          topic: concept.topic,
        })),
      };
    },

    async checkQuiz(date: IstDate, answers: number[], now: Date): Promise<ConceptQuizResult> {
      const concept = await conceptOf(date, istDate(now.getTime()));
      if (!concept) throw noConcept();
      if (answers.length !== concept.quiz.length) {
        throw new ApiError(422, ErrorCode.VALIDATION, ConceptMessage.ANSWER_COUNT, {
          answers: ConceptMessage.ANSWER_COUNT,
        });
      }
      const results = concept.quiz.map((q, i) => ({
        correct: answers[i] === q.answer,
        answer: q.answer,
        explanation: q.explanation,
      }));
      return { score: results.filter((r) => r.correct).length, total: results.length, results };
    },

    /** The page head of /concept-of-the-day(/:date): the concept's title, or null for a date without one. */
    async head(date: string | undefined, now: Date): Promise<{ title: string; description: string } | null> {
      if (date !== undefined && !isIstDate(date)) return null;
      const today = istDate(now.getTime());
      const concept = await conceptOf(date ?? today, today);
      return concept
        ? { title: `${concept.title} · Concept of the day`, description: concept.summary }
        : null;
    },
  };
}

export type ConceptService = ReturnType<typeof createConceptService>;
