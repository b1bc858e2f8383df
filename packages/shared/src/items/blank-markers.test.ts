import { describe, expect, it } from 'vitest';
import { markersInsideCodeFences, splitStatementBlanks } from './blank-markers.ts';

describe('splitStatementBlanks', () => {
  it('splits Markdown around each marker, in order', () => {
    expect(splitStatementBlanks('It prints {{blank:a}} and {{ blank:b }}.')).toEqual([
      { kind: 'markdown', text: 'It prints ' },
      { kind: 'blank', id: 'a' },
      { kind: 'markdown', text: ' and ' },
      { kind: 'blank', id: 'b' },
      { kind: 'markdown', text: '.' },
    ]);
  });

  it('leaves a statement without markers whole', () => {
    expect(splitStatementBlanks('No blanks {{here}}.')).toEqual([
      { kind: 'markdown', text: 'No blanks {{here}}.' },
    ]);
  });
});

describe('markersInsideCodeFences', () => {
  it('finds markers only between fences', () => {
    const statement = [
      '{{blank:out}}',
      '```cpp',
      'x = {{blank:in}};',
      '```',
      '~~~',
      '{{blank:tilde}}',
      '~~~',
    ].join('\n');
    expect(markersInsideCodeFences(statement)).toEqual(['in', 'tilde']);
  });

  it('does not close a backtick fence with a tilde line', () => {
    expect(markersInsideCodeFences(['```', '~~~', '{{blank:x}}', '```', '{{blank:y}}'].join('\n'))).toEqual([
      'x',
    ]);
  });
});
