// lint as: apps/server/src/contests/probe.ts
// expect: none
import { seedAll } from '../practice/index.ts';

export const probe = seedAll;
