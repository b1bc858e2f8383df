// Runs drizzle-kit with drizzle-orm resolved from this workspace. npm keeps drizzle-orm nested in
// apps/server/node_modules (peer-dependency layout) while drizzle-kit is hoisted to the root, where its
// `import('drizzle-orm/version')` would fail with "Please install latest version of drizzle-orm".
import { register, createRequire } from 'node:module';

const here = new URL('../package.json', import.meta.url).href;
register(
  'data:text/javascript,' +
    encodeURIComponent(`
      export async function resolve(specifier, context, next) {
        if (specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/')) {
          return next(specifier, { ...context, parentURL: ${JSON.stringify(here)} });
        }
        return next(specifier, context);
      }`),
);
const require = createRequire(here);
process.env.NODE_PATH = [new URL('../node_modules', import.meta.url).pathname, process.env.NODE_PATH]
  .filter(Boolean)
  .join(':');
require('node:module').Module._initPaths();
const bin = require.resolve('drizzle-kit').replace(/index\.js$/, 'bin.cjs');
process.argv.splice(1, 1, bin);
require(process.argv[1]);
