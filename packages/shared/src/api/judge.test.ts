import { describe, expect, it } from 'vitest';
import { JUDGE_SOURCE_MAX_BYTES, judgeRunBodySchema, utf8Bytes } from './judge.ts';

describe('judgeRunBodySchema', () => {
  it('counts the source limit in UTF-8 bytes, as the server stores and compiles it', () => {
    const ascii = 'x'.repeat(JUDGE_SOURCE_MAX_BYTES);
    expect(judgeRunBodySchema.safeParse({ language: 'c', source: ascii }).success).toBe(true);
    // Half as many characters, but two bytes each: one byte over.
    const accented = `${'é'.repeat(JUDGE_SOURCE_MAX_BYTES / 2)}x`;
    expect(utf8Bytes(accented)).toBe(JUDGE_SOURCE_MAX_BYTES + 1);
    const result = judgeRunBodySchema.safeParse({ language: 'c', source: accented });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('The code is larger than 64 KB.');
  });

  it('defaults stdin to empty and leaves the limits to the server when absent', () => {
    expect(judgeRunBodySchema.parse({ language: ' cpp ', source: 'int main(){}' })).toEqual({
      language: 'cpp',
      source: 'int main(){}',
      stdin: '',
    });
  });

  it('rejects blank code and out-of-range limits with messages for the form', () => {
    const messages = (body: object) =>
      judgeRunBodySchema
        .safeParse({ language: 'c', source: 'x', ...body })
        .error?.issues.map((i) => i.message);
    expect(messages({ source: '  \n' })).toEqual(['Write some code first.']);
    expect(messages({ time_limit_s: 11 })).toEqual(['At most 10 seconds.']);
    expect(messages({ memory_limit_mb: 8 })).toEqual(['At least 16 MB.']);
  });
});
