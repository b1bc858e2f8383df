/**
 * The rating distribution bar graph (spec 02 §2): one bar per rating_distribution bucket, the learner's own bucket
 * highlighted so they can see where they stand.
 */
import { Bar, BarChart, CartesianGrid, Cell, XAxis, YAxis } from 'recharts';
import type { RatingBucket } from '@katana/shared/contests/rating-display';
import { useElementWidth } from './use-element-width.ts';

interface Props {
  buckets: readonly RatingBucket[];
  rating: number;
}

export function RatingDistributionChart({ buckets, rating }: Props) {
  const [ref, width] = useElementWidth<HTMLDivElement>(560);
  const data = buckets.map((b) => ({ ...b, label: String(b.min) }));
  return (
    <div ref={ref} className="w-full">
      <BarChart
        width={width}
        height={180}
        data={data}
        margin={{ top: 8, right: 16, bottom: 4, left: 0 }}
        accessibilityLayer={false}
      >
        <CartesianGrid strokeDasharray="3 3" className="stroke-line" vertical={false} />
        <XAxis
          dataKey="label"
          tick={{ fontSize: 11, fill: 'var(--fg-subtle)' }}
          stroke="var(--line)"
          interval="preserveStartEnd"
        />
        <YAxis
          width={44}
          tick={{ fontSize: 11, fill: 'var(--fg-subtle)' }}
          stroke="var(--line)"
          allowDecimals={false}
        />
        <Bar dataKey="count" isAnimationActive={false} radius={[3, 3, 0, 0]}>
          {data.map((b) => {
            const mine = rating >= b.min && rating <= b.max;
            return (
              <Cell
                key={b.min}
                fill={mine ? 'var(--accent)' : 'var(--fg-subtle)'}
                fillOpacity={mine ? 1 : 0.45}
                data-testid={mine ? 'own-bucket' : undefined}
              />
            );
          })}
        </Bar>
      </BarChart>
    </div>
  );
}
