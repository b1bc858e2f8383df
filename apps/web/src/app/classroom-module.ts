/**
 * The classroom's page module, loaded once for the screens that borrow its parts (the web-project editor and
 * finished page). It is the same dynamic import the route map makes for /problems/{slug}: a second way into the
 * classroom's modules would make the bundler split its chunk into shared chunks, which the problem page would then
 * fetch one by one (issue 18; the JavaScript budget of issue 21, e2e/specs/js-budget.e2e.ts). React's `use` reads
 * the promise, so it must be the same one on every render.
 */
type ClassroomModule = typeof import('../features/classroom/routes/classroom-page.tsx');

let classroom: Promise<ClassroomModule> | undefined;

export function loadClassroom(): Promise<ClassroomModule> {
  // A failed load (the network dropped) is tried again on the next render, not kept.
  classroom ??= import('../features/classroom/routes/classroom-page.tsx').catch((error: unknown) => {
    classroom = undefined;
    throw error;
  });
  return classroom;
}
