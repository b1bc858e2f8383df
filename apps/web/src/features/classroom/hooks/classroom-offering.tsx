/**
 * The contest a classroom answers in, for the parts deep in the tree (quiz questions) that submit on their own:
 * while the learner's contest attempt is ACTIVE their MCQ and fill-up answers carry the contest's offering_id and
 * the contest's problem list refreshes after the grade. Absent outside a live contest attempt.
 */
import { createContext, useContext } from 'react';

export interface ClassroomOffering {
  offeringId: number;
  onJudged(): void;
}

export const ClassroomOfferingContext = createContext<ClassroomOffering | null>(null);

export function useClassroomOffering(): ClassroomOffering | null {
  return useContext(ClassroomOfferingContext);
}
