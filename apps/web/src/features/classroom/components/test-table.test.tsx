import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testResult } from '../../../lib/realtime/submission-fixture.ts';
import { TestTable } from './test-table.tsx';

describe('TestTable', () => {
  it('shows the tests an all-or-nothing judge skipped as "Not run", without time or memory', () => {
    render(
      <TestTable
        caption="Test results"
        tests={[
          testResult({ test: 1, sample: true, status: 'MATCH' }),
          testResult({ test: 2, status: 'TO', time_ms: 1010 }),
          testResult({ test: 3, status: 'NOT_RUN', time_ms: null, memory_kb: null }),
        ]}
      />,
    );
    const rows = within(screen.getByRole('table', { name: 'Test results' }))
      .getAllByRole('row')
      .slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['Test 1(sample)', 'Passed', '12 ms', '2.0 MB'],
      ['Test 2', 'Time limit exceeded', '1.01 s', '2.0 MB'],
      ['Test 3', 'Not run', '–', '–'],
    ]);
    expect(within(rows[2]!).getByText('Not run')).toHaveClass('text-fg-subtle');
  });
});
