/**
 * The order the end-to-end files start in, two at a time (vitest.config.ts): the accessibility sweep, by far the
 * longest file, starts first on one worker and the other files follow one after another on the other, so the run
 * takes about as long as the longer of the two streams. Without it vitest orders by earlier durations or file size,
 * and on a fresh clone the sweep could start last.
 */
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const FIRST = 'accessibility.e2e.ts';

export default class AccessibilityFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const first = sorted.filter((f) => f.moduleId.endsWith(FIRST));
    return [...first, ...sorted.filter((f) => !f.moduleId.endsWith(FIRST))];
  }
}
