// lint as: apps/server/src/contests/probe.ts
// expect: boundaries/entry-point
import { PROBLEM_NOT_FOUND } from '../practice/catalogue/problem.service.ts';

export const probe = PROBLEM_NOT_FOUND;
