/**
 * The rating-over-time line graph (spec 02 §2). Each contest is a dot; hovering or focusing one selects that
 * contest, and leaving the graph returns to the latest (spec 02 §4, selectedRatingPoint). Points are spaced
 * evenly, not by date: the 1500 origin of Dec 2021 would otherwise squash every recent contest to the right edge.
 */
import { CartesianGrid, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import type { RatingHistoryEntry } from '@katana/shared/contests/rating-display';
import { historyTickLabels, ratingDay } from './rating-format.ts';
import { useElementWidth } from './use-element-width.ts';

interface Props {
  points: readonly RatingHistoryEntry[];
  selectedIndex: number;
  onHover(index: number | null): void;
}

interface DotProps {
  cx?: number;
  cy?: number;
  index?: number;
}

export function RatingHistoryChart({ points, selectedIndex, onHover }: Props) {
  const [ref, width] = useElementWidth<HTMLDivElement>(560);
  const data = points.map((p, i) => ({ ...p, x: i }));
  const tickLabels = historyTickLabels(points.map((p) => p.date));
  const ratings = points.map((p) => p.rating);
  const low = Math.floor((Math.min(...ratings) - 50) / 100) * 100;
  const high = Math.ceil((Math.max(...ratings) + 50) / 100) * 100;
  // Round ticks: every 100 points, or every 200/500 over a wide range, so the axis reads 1400, 1500, ...
  const step = [100, 200, 500, 1000].find((s) => (high - low) / s <= 6) ?? 1000;
  const yTicks: number[] = [];
  for (let t = Math.ceil(low / step) * step; t <= high; t += step) yTicks.push(t);

  function Dot({ cx, cy, index }: DotProps) {
    if (cx === undefined || cy === undefined || index === undefined) return null;
    const point = points[index]!;
    const selected = index === selectedIndex;
    const label = point.contest_name
      ? `${point.contest_name}: rating ${point.rating}`
      : `Start: rating ${point.rating}`;
    return (
      <circle
        key={index}
        cx={cx}
        cy={cy}
        r={selected ? 6 : 4}
        tabIndex={0}
        role="button"
        aria-label={label}
        aria-pressed={selected}
        data-testid="rating-point"
        className={selected ? 'fill-accent stroke-surface' : 'fill-surface stroke-accent'}
        strokeWidth={2}
        onMouseEnter={() => onHover(index)}
        onFocus={() => onHover(index)}
        onBlur={() => onHover(null)}
      />
    );
  }

  return (
    <div ref={ref} className="w-full" onMouseLeave={() => onHover(null)}>
      <LineChart
        width={width}
        height={220}
        data={data}
        margin={{ top: 12, right: 16, bottom: 4, left: 0 }}
        accessibilityLayer={false}
      >
        <CartesianGrid strokeDasharray="3 3" className="stroke-line" vertical={false} />
        <XAxis
          dataKey="x"
          type="number"
          domain={[0, Math.max(1, data.length - 1)]}
          ticks={data.map((d) => d.x)}
          tickFormatter={(x: number) => tickLabels[x] ?? ''}
          tick={{ fontSize: 11, fill: 'var(--fg-subtle)' }}
          stroke="var(--line)"
          interval="preserveStartEnd"
        />
        <YAxis
          domain={[low, high]}
          ticks={yTicks}
          width={44}
          tick={{ fontSize: 11, fill: 'var(--fg-subtle)' }}
          stroke="var(--line)"
          allowDecimals={false}
        />
        <Tooltip
          cursor={{ stroke: 'var(--line)' }}
          content={({ active }) =>
            active ? <span className="sr-only">{ratingDay(points[selectedIndex]?.date ?? 0)}</span> : null
          }
        />
        <Line
          type="monotone"
          dataKey="rating"
          stroke="var(--accent)"
          strokeWidth={2}
          isAnimationActive={false}
          dot={(props: DotProps) => <Dot key={props.index} {...props} />}
          activeDot={false}
        />
      </LineChart>
    </div>
  );
}
