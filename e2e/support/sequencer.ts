/**
 * The order the end-to-end files start in, two at a time (vitest.config.ts): the accessibility sweep's files
 * (accessibility-*.e2e.ts, by far the longest, split so both workers share them) start first, and the journeys
 * follow on whichever worker is free, so the two streams end close together. Without it vitest orders by earlier
 * durations or file size, and on a fresh clone a sweep file could start last.
 */
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const isSweep = (f: TestSpecification) => /\/accessibility-[^/]*\.e2e\.ts$/.test(f.moduleId);

export default class AccessibilityFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    return [...sorted.filter(isSweep), ...sorted.filter((f) => !isSweep(f))];
  }
}
