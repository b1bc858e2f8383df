/** `katana content check [CONTENT_DIR]`: the content check's findings, one line each, and its exit code. */
import { checkContent } from './content-check.ts';

export const CONTENT_CHECK_USAGE = 'usage: katana content check [CONTENT_DIR]   (default: content)';

export async function runContentCheckCommand(
  args: readonly string[],
  output: { out(line: string): void; err(line: string): void } = {
    out: (line) => console.log(line),
    err: (line) => console.error(line),
  },
): Promise<number> {
  if (args.includes('--help') || args.includes('-h')) {
    output.out(CONTENT_CHECK_USAGE);
    return 0;
  }
  if (args.length > 1 || args.some((a) => a.startsWith('-'))) {
    output.err(CONTENT_CHECK_USAGE);
    return 2;
  }
  const dir = args[0] ?? 'content';
  const issues = await checkContent(dir);
  for (const issue of issues) output.out(`${issue.where}: ${issue.reason}`);
  output.out(
    issues.length === 0 ? `${dir}: content check passed` : `${dir}: ${issues.length} problem(s) found`,
  );
  return issues.length === 0 ? 0 : 1;
}
