/**
 * The EXP dropdown (spec 02 §2): tabs 0 Leaderboard, 1 Exp History, 2 Level on desktop; on mobile a bottom sheet
 * with the leaderboard. The tooltip text explains EXP at the top of both.
 */
import { useState, type ReactNode } from 'react';
import { Dialog, Popover, Tabs } from 'radix-ui';
import { EXP_DROPDOWN_TAB_LABELS, ExpDropdownTab, ExpWidgetText } from '@katana/shared/engagement/exp-widget';
import type { LevelPointsMap } from '@katana/shared/engagement/levels';
import { activateBoosterText } from '@katana/shared/engagement/booster-display';
import { buttonClasses, iconButtonClasses } from '../../../components/ui/button-styles.ts';
import { CloseIcon } from '../../../components/ui/icons.tsx';
import { ReportIssue } from '../../../components/feedback-dialog/report-issue.tsx';
import { ExpHistoryTab, LeaderboardTab, LevelTab } from './exp-tabs.tsx';

export interface ExpDropdownProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  mobile: boolean;
  trigger: ReactNode;
  viewer: string | number;
  points: number;
  level: number;
  levelPointsMap: LevelPointsMap;
  /** An unlocked delayed booster the learner can activate now (null when none, or while one is active). */
  activate: { multiplier: number; pending: boolean; failed: boolean; run(): void } | null;
}

const TAB_VALUES = ['leaderboard', 'history', 'level'] as const;

function About() {
  return <p className="text-xs leading-relaxed text-fg-muted">{ExpWidgetText.TOOLTIP}</p>;
}

function Activate({ activate }: { activate: ExpDropdownProps['activate'] }) {
  if (!activate) return null;
  return (
    <div className="mt-2">
      <button
        type="button"
        disabled={activate.pending}
        onClick={activate.run}
        className={buttonClasses('primary', 'sm', 'w-full')}
      >
        {/* Spec 02 §8: no error text; a failed activation only turns the button into a retry. */}
        {activate.failed ? 'Try again' : activateBoosterText(activate.multiplier)}
      </button>
    </div>
  );
}

export function ExpDropdown({
  open,
  onOpenChange,
  mobile,
  trigger,
  viewer,
  points,
  level,
  levelPointsMap,
  activate,
}: ExpDropdownProps) {
  const [tab, setTab] = useState<string>(TAB_VALUES[ExpDropdownTab.LEADERBOARD]);

  if (mobile) {
    return (
      <Dialog.Root open={open} onOpenChange={onOpenChange}>
        <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
          <Dialog.Content
            aria-describedby={undefined}
            className="fixed inset-x-0 bottom-0 z-50 flex max-h-[85dvh] flex-col rounded-t-2xl border-t border-line bg-surface text-fg shadow-xl outline-none"
          >
            <div className="mx-auto mt-2 h-1 w-10 rounded-full bg-line" aria-hidden />
            <div className="flex items-center justify-between px-4 pt-2">
              <Dialog.Title className="text-base font-semibold">
                {EXP_DROPDOWN_TAB_LABELS[ExpDropdownTab.LEADERBOARD]}
              </Dialog.Title>
              <Dialog.Close className={iconButtonClasses} aria-label="Close leaderboard">
                <CloseIcon />
              </Dialog.Close>
            </div>
            <div className="flex-1 overflow-y-auto px-4 pb-6">
              <About />
              <Activate activate={activate} />
              <LeaderboardTab viewer={viewer} />
              <ReportIssue area="leaderboard" className="mt-3" />
            </div>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    );
  }

  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Trigger asChild>{trigger}</Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          aria-label="EXP"
          className="z-50 flex max-h-[min(560px,80dvh)] w-[380px] flex-col rounded-xl border border-line bg-surface text-fg shadow-xl outline-none"
        >
          <Tabs.Root value={tab} onValueChange={setTab} className="flex min-h-0 flex-1 flex-col">
            <div className="border-b border-line px-4 pt-3">
              <About />
              <Activate activate={activate} />
              <Tabs.List aria-label="EXP" className="mt-2 flex gap-4">
                {TAB_VALUES.map((value, i) => (
                  <Tabs.Trigger
                    key={value}
                    value={value}
                    className="-mb-px border-b-2 border-transparent pb-2 text-sm font-medium text-fg-muted hover:text-fg data-[state=active]:border-accent data-[state=active]:text-fg"
                  >
                    {EXP_DROPDOWN_TAB_LABELS[i]}
                  </Tabs.Trigger>
                ))}
              </Tabs.List>
            </div>
            <div className="min-h-0 flex-1 overflow-y-auto px-4 pb-4">
              <Tabs.Content value="leaderboard">
                <LeaderboardTab viewer={viewer} />
              </Tabs.Content>
              <Tabs.Content value="history">
                <ExpHistoryTab viewer={viewer} />
              </Tabs.Content>
              <Tabs.Content value="level">
                <LevelTab points={points} level={level} levelPointsMap={levelPointsMap} />
              </Tabs.Content>
            </div>
            <div className="border-t border-line px-4 py-2 text-right">
              <ReportIssue area={tab === TAB_VALUES[ExpDropdownTab.LEADERBOARD] ? 'leaderboard' : 'exp'} />
            </div>
          </Tabs.Root>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
