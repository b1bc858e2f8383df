/**
 * The editor console (spec 03 §2): 'Sample test case' and 'Custom test case' tabs, or a single 'Output' tab for SQL,
 * with Run and Submit beside them. The judge's answer shows under the open tab.
 */
import { useEffect, useRef } from 'react';
import { Tabs } from 'radix-ui';
import { clsx } from 'clsx';
import { CONSOLE_TAB_LABELS, type ButtonState, type ConsoleKind } from '@katana/shared/classroom-config';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import type { JudgeState } from '../hooks/use-judge.ts';
import { JudgeOutput } from './judge-output.tsx';
import { TextBlock } from './test-table.tsx';

export type ConsoleTab = 'sample' | 'custom' | 'output';

export interface ConsolePanelProps {
  kind: ConsoleKind;
  tab: ConsoleTab;
  onTab(tab: ConsoleTab): void;
  samples: { input: string; output: string }[];
  customInput: string;
  onCustomInput(text: string): void;
  judge: JudgeState;
  busy: boolean;
  run: ButtonState;
  submit: ButtonState;
  onRun(): void;
  onSubmit(): void;
  maxScore: number;
  shortcuts: { run: string; submit: string };
}

const TAB_VALUES: Record<string, ConsoleTab> = {
  'Sample test case': 'sample',
  'Custom test case': 'custom',
  Output: 'output',
};

const tabClasses =
  'h-9 border-b-2 border-transparent px-1 text-sm font-medium text-fg-muted hover:text-fg data-[state=active]:border-accent data-[state=active]:text-fg focus-visible:outline-2 focus-visible:outline-accent';

export function ConsolePanel(props: ConsolePanelProps) {
  const labels = CONSOLE_TAB_LABELS[props.kind];
  const showResult = props.judge.phase !== 'idle';
  const resultRef = useRef<HTMLElement>(null);
  // A new answer from the judge comes into view (on a phone it is below the editor).
  useEffect(() => {
    if (props.judge.phase !== 'idle') resultRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [props.judge.phase]);
  return (
    <Tabs.Root
      value={props.tab}
      onValueChange={(value) => props.onTab(value as ConsoleTab)}
      className="flex min-h-0 flex-1 flex-col"
    >
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 border-b border-line px-3">
        <Tabs.List aria-label="Console" className="flex gap-4">
          {labels.map((label) => (
            <Tabs.Trigger key={label} value={TAB_VALUES[label] ?? 'output'} className={tabClasses}>
              {label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <div className="ml-auto flex gap-2 py-1.5">
          {props.run !== 'UNAVAILABLE' && (
            <button
              type="button"
              onClick={props.onRun}
              disabled={props.run === 'DISABLED' || props.busy}
              title={`Run (${props.shortcuts.run})`}
              className={buttonClasses('secondary', 'sm')}
            >
              Run
            </button>
          )}
          {props.submit !== 'UNAVAILABLE' && (
            <button
              type="button"
              onClick={props.onSubmit}
              disabled={props.submit === 'DISABLED' || props.busy}
              title={`Submit (${props.shortcuts.submit})`}
              className={buttonClasses('primary', 'sm')}
            >
              Submit
            </button>
          )}
        </div>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto p-3">
        <Tabs.Content value="sample" className="flex flex-col gap-3">
          {!showResult &&
            (props.samples.length === 0 ? (
              <p className="text-sm text-fg-muted">This problem has no sample tests.</p>
            ) : (
              props.samples.map((sample, i) => (
                <div key={i} className="grid gap-2 sm:grid-cols-2">
                  <TextBlock label={`Sample ${i + 1} input`} text={sample.input} />
                  <TextBlock label={`Sample ${i + 1} output`} text={sample.output} />
                </div>
              ))
            ))}
        </Tabs.Content>
        <Tabs.Content value="custom" className="flex flex-col gap-3">
          <label className="flex flex-col gap-1 text-xs font-semibold tracking-wide text-fg-muted uppercase">
            Custom input
            <textarea
              value={props.customInput}
              onChange={(event) => props.onCustomInput(event.target.value)}
              rows={4}
              spellCheck={false}
              className={clsx(
                'rounded-md border border-line bg-surface p-2 font-mono text-[13px] tracking-normal text-fg normal-case',
                'focus-visible:outline-2 focus-visible:outline-accent',
              )}
            />
          </label>
        </Tabs.Content>
        <Tabs.Content value="output" className="flex flex-col gap-3">
          {!showResult && <p className="text-sm text-fg-muted">Run your query to see its output here.</p>}
        </Tabs.Content>
        {showResult && (
          <section
            ref={resultRef}
            aria-label="Result"
            className={clsx('scroll-mt-3', props.tab === 'custom' && 'mt-3')}
          >
            <JudgeOutput state={props.judge} maxScore={props.maxScore} />
          </section>
        )}
      </div>
    </Tabs.Root>
  );
}
