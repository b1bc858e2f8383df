// lint as: apps/server/src/practice/probe.ts
// expect: boundaries/element-types
import { contestsPlugin } from '../contests/index.ts';

export const probe = contestsPlugin;
