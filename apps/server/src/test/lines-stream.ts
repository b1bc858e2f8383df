/** A writable stream that keeps each chunk written to it (one pino log line each) in `lines`, for log assertions. */
import { Writable } from 'node:stream';

export function linesStream(lines: string[]): Writable {
  return new Writable({
    write(chunk: Buffer | string, _enc, done) {
      lines.push(String(chunk));
      done();
    },
  });
}
