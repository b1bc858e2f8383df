// lint as: apps/server/src/plugins/app/probe.ts
// expect: boundaries/element-types
import { authPlugin } from '../../auth/index.ts';

export const probe = authPlugin;
