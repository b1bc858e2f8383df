// lint as: apps/server/src/engagement/experience/probe.ts
// expect: boundaries/element-types
import { contestsPlugin } from '../../contests/index.ts';

export const probe = contestsPlugin;
