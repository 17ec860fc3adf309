// The publication chart on top of the dashboard (spec 000 §2): Fluent UI's VerticalBarChart, so it
// takes the theme's colours (light and dark) and is reachable by keyboard and screen readers. The
// buckets come computed from the server (per hour within a day, per day beyond, Paris time).
import { VerticalBarChart, type VerticalBarChartDataPoint } from '@fluentui/react-charts';
import { Body1, makeStyles, tokens } from '@fluentui/react-components';
import { memo, useMemo } from 'react';
import type { DashboardHistogramQuery } from '../../graphql/generated/graphql';
import { uniqueLabels } from './dashboardRows';

type Histogram = DashboardHistogramQuery['dashboardHistogram'];

const useStyles = makeStyles({
  root: { minHeight: '220px' },
  caption: { color: tokens.colorNeutralForeground2 },
});

// Memoised: the page re-renders as the list's next pages arrive, the chart only for a new
// histogram or width (Fluent's chart measures its labels on a canvas each render).
export const PublicationChart = memo(function PublicationChart({
  histogram,
  width,
}: {
  histogram: Histogram;
  width: number;
}) {
  const styles = useStyles();
  const data = useMemo<VerticalBarChartDataPoint[]>(() => {
    const labels = uniqueLabels(histogram.buckets.map((b) => b.label));
    return histogram.buckets.map((b, i) => ({
      x: labels[i]!,
      y: b.count,
      legend: 'Publications',
      color: tokens.colorBrandBackground,
      xAxisCalloutData: labels[i]!,
      yAxisCalloutData: `${b.count} publication${b.count > 1 ? 's' : ''}`,
    }));
  }, [histogram]);
  const unit = histogram.unit === 'hour' ? 'par heure' : 'par jour';
  const title = `Publications ${unit} (heure de Paris)`;
  return (
    <figure className={styles.root} aria-label={title} style={{ margin: 0 }}>
      <Body1 as="p" className={styles.caption}>
        {title} — {histogram.total} au total
      </Body1>
      <VerticalBarChart
        chartTitle={title}
        data={data}
        height={220}
        width={width}
        hideLegend
        useSingleColor
        barWidth="auto"
        maxBarWidth={28}
        hideTickOverlap
        yAxisTickCount={4}
        roundedTicks
      />
    </figure>
  );
});
