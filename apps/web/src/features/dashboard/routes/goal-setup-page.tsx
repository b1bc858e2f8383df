/**
 * /goals/setup: pick a goal journey, a goal language and optional custom elements per phase, then follow it on
 * /home/goals (spec 01 "Goal editing"; spec 02 §7 select goal for user, set goal language, select custom elements).
 * Popups are suppressed here (spec 02; @katana/shared/engagement/dialogs).
 */
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  useGoalDetails,
  useGoalList,
  useGoalStatus,
  useSelectCustomElements,
  useSetUserGoal,
} from '../api/goals.ts';
import { Card, CardError, CardLoading } from '../components/card.tsx';
import { DashboardLayout } from '../components/dashboard-tabs.tsx';
import { useViewer } from '../components/use-viewer.ts';

const LANGUAGE_NAMES: Record<string, string> = {
  c: 'C',
  cpp: 'C++',
  java: 'Java',
  python: 'Python',
  javascript: 'JavaScript',
  ruby: 'Ruby',
  kotlin: 'Kotlin',
  psql: 'PostgreSQL',
  mysql: 'MySQL',
  r: 'R',
  pascal: 'Pascal',
  php: 'PHP',
};

export default function GoalSetupPage() {
  const { viewer } = useViewer();
  const navigate = useNavigate();
  const list = useGoalList(viewer);
  const status = useGoalStatus(viewer);
  const [goalId, setGoalId] = useState<string | null>(null);
  const [language, setLanguage] = useState('');
  const [picks, setPicks] = useState<Record<string, string[]>>({});
  const details = useGoalDetails(viewer, goalId);
  const setGoal = useSetUserGoal(viewer);
  const selectCustom = useSelectCustomElements(viewer);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  // Start from the learner's current goal and language, if any.
  useEffect(() => {
    if (goalId === null && status.data?.journey_goal_id) {
      setGoalId(status.data.journey_goal_id);
      setLanguage(status.data.language_id ?? '');
    }
  }, [goalId, status.data]);

  // The optional elements already picked (included) in the chosen goal.
  useEffect(() => {
    if (!details.data) return;
    setPicks(
      Object.fromEntries(
        details.data.phases.map((p) => [
          p.journey_phase_id,
          p.elements.filter((e) => e.optional && e.included).map((e) => e.element_id),
        ]),
      ),
    );
  }, [details.data]);

  const save = async () => {
    if (!goalId || !details.data) return;
    setSaving(true);
    setError(null);
    try {
      await setGoal.mutateAsync({ journey_goal_id: goalId, ...(language ? { language_id: language } : {}) });
      for (const phase of details.data.phases) {
        if (!phase.elements.some((e) => e.optional)) continue;
        await selectCustom.mutateAsync({
          journey_phase_id: phase.journey_phase_id,
          phase_element_ids: picks[phase.journey_phase_id] ?? [],
        });
      }
      void navigate('/home/goals');
    } catch (e) {
      setError(e instanceof Error ? e.message : 'Could not save your goal. Try again.');
    } finally {
      setSaving(false);
    }
  };

  let journeys;
  if (list.isError) journeys = <CardError onRetry={() => void list.refetch()} />;
  else if (!list.data) journeys = <CardLoading label="Loading goals" />;
  else
    journeys = (
      <fieldset className="flex flex-col gap-3">
        <legend className="sr-only">Goal journey</legend>
        {list.data.goals.map((g) => (
          <label
            key={g.journey_goal_id}
            className="flex cursor-pointer items-start gap-3 rounded-xl border border-line p-4 has-[:checked]:border-accent"
          >
            <input
              type="radio"
              name="goal"
              value={g.journey_goal_id}
              checked={goalId === g.journey_goal_id}
              onChange={() => {
                setGoalId(g.journey_goal_id);
                setLanguage('');
              }}
              className="mt-1"
            />
            <span>
              <span className="block font-semibold text-fg">{g.title}</span>
              <span className="block text-sm text-fg-muted">{g.summary}</span>
              <span className="block text-xs text-fg-subtle">
                {g.phase_count} phases · {g.element_count} elements
              </span>
            </span>
          </label>
        ))}
      </fieldset>
    );

  const optionalPhases = details.data?.phases.filter((p) => p.elements.some((e) => e.optional)) ?? [];

  return (
    <DashboardLayout
      title="Set up your goal"
      subtitle="Choose a journey, the language you will code in, and any extras."
    >
      <div className="grid gap-4">
        <Card title="Choose a goal journey">{journeys}</Card>
        {goalId && details.data && (
          <Card title="Goal language">
            <label className="flex flex-col gap-1 text-sm text-fg">
              Language
              <select
                value={language}
                onChange={(e) => setLanguage(e.target.value)}
                className="max-w-xs rounded-lg border border-line bg-surface px-3 py-2"
              >
                <option value="">No preference</option>
                {details.data.languages.map((key) => (
                  <option key={key} value={key}>
                    {LANGUAGE_NAMES[key] ?? key}
                  </option>
                ))}
              </select>
            </label>
          </Card>
        )}
        {optionalPhases.length > 0 && (
          <Card title="Optional elements">
            <div className="flex flex-col gap-4">
              {optionalPhases.map((phase) => (
                <fieldset key={phase.journey_phase_id}>
                  <legend className="text-sm font-semibold text-fg">{phase.title}</legend>
                  {phase.elements
                    .filter((e) => e.optional)
                    .map((e) => {
                      const chosen = picks[phase.journey_phase_id] ?? [];
                      return (
                        <label key={e.element_id} className="mt-2 flex items-center gap-2 text-sm text-fg">
                          <input
                            type="checkbox"
                            checked={chosen.includes(e.element_id)}
                            onChange={(ev) =>
                              setPicks({
                                ...picks,
                                [phase.journey_phase_id]: ev.target.checked
                                  ? [...chosen, e.element_id]
                                  : chosen.filter((id) => id !== e.element_id),
                              })
                            }
                          />
                          {e.title}
                        </label>
                      );
                    })}
                </fieldset>
              ))}
            </div>
          </Card>
        )}
        {error && (
          <p role="alert" className="text-sm text-red-700 dark:text-red-400">
            {error}
          </p>
        )}
        <div>
          <button
            type="button"
            onClick={() => void save()}
            disabled={!goalId || !details.data || saving}
            className="rounded-lg bg-accent px-4 py-2 text-sm font-semibold text-on-accent disabled:opacity-60"
          >
            {saving ? 'Saving…' : 'Save goal'}
          </button>
        </div>
      </div>
    </DashboardLayout>
  );
}
