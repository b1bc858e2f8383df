/**
 * The guided classroom screen: the guided-paths feature's classroom with its problems and quizzes shown in the
 * problem classroom (the classroom feature) in the GP context of spec 03 §2. Joined here because features do not
 * import each other. Loaded lazily by the route map: it carries the editor.
 */
import { EmbeddedProblem } from '../features/classroom/components/embedded-problem.tsx';
import { GuidedPathClassroomPage } from '../features/guided-paths/routes/guided-path-classroom-page.tsx';
import type { ScreenProps } from './route-screen.tsx';

export default function GuidedClassroomScreen({ params }: ScreenProps) {
  return (
    <GuidedPathClassroomPage params={params} renderProblem={(p) => <EmbeddedProblem context="GP" {...p} />} />
  );
}
