/** Where command functions write; the CLI passes process streams, tests pass collectors. */
export interface CommandOutput {
  out(line: string): void;
  err(line: string): void;
}

export const processOutput: CommandOutput = {
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
};
