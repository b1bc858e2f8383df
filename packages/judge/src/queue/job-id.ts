/**
 * Job ids are the caller's submission ids. One rule for both engines, so a caller that works embedded also works on
 * Redis: BullMQ forbids ':' in custom ids (its key separator) and pure integers (they clash with its own counter),
 * hence the prefix when talking to BullMQ.
 */
const JOB_ID = /^[A-Za-z0-9_.-]{1,128}$/;

export function assertJobId(id: string): void {
  if (!JOB_ID.test(id)) {
    throw new TypeError(
      `Invalid judge job id ${JSON.stringify(id)}: use 1-128 characters of A-Z a-z 0-9 _ . -`,
    );
  }
}

const BULLMQ_PREFIX = 'j-';

export function toBullmqJobId(id: string): string {
  return BULLMQ_PREFIX + id;
}

export function fromBullmqJobId(bullId: string): string {
  return bullId.startsWith(BULLMQ_PREFIX) ? bullId.slice(BULLMQ_PREFIX.length) : bullId;
}
