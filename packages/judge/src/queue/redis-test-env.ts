/** The Redis of the BullMQ integration tests; CI always sets it, so only a bare developer machine skips them. */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL;
if (!TEST_REDIS_URL) {
  console.warn('[judge-queue] TEST_REDIS_URL is unset: skipping the BullMQ integration tests');
}
