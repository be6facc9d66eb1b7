import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { Gauge } from '@mui/x-charts/Gauge';
import { LineChart } from '@mui/x-charts/LineChart';
import { PieChart } from '@mui/x-charts/PieChart';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import type { ReactNode } from 'react';
import { GalleryCard, GalleryPage } from '../components/GalleryPage';
import { MEMBERS_BY_COUNTRY } from './members-by-country';
import { WorldMap } from './WorldMap';

const NEW_MEMBERS = [120, 150, 180, 210, 260, 310];
const CHECK_INS_THIS_WEEK = [410, 380, 450, 470, 520, 610, 330];
const CHECK_INS_LAST_WEEK = [380, 360, 400, 430, 480, 560, 300];
const ATTENDANCE = { yoga: 320, pilates: 210, spinning: 280, boxing: 150 } as const;
const PLAN_SHARE = { basic: 45, plus: 30, premium: 15, student: 10 } as const;
const AGE_AND_VISITS = [
  [19, 14],
  [23, 11],
  [25, 16],
  [28, 9],
  [31, 12],
  [34, 8],
  [37, 10],
  [41, 7],
  [45, 9],
  [52, 6],
  [58, 8],
  [63, 5],
] as const;
const CAPACITY_USED = 72;
const CHART_HEIGHT = 280;

const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

interface DataTable {
  caption: string;
  headings: string[];
  rows: (string | number)[][];
}

/** A chart with its text alternatives: a one-sentence summary under it and its data as a table for screen readers. */
function ChartFigure({
  summary,
  table,
  children,
}: {
  summary: string;
  table: DataTable;
  children: ReactNode;
}) {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      {children}
      <Typography component="figcaption" variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {summary}
      </Typography>
      <Box component="table" sx={VISUALLY_HIDDEN}>
        <caption>{table.caption}</caption>
        <thead>
          <tr>
            {table.headings.map((heading) => (
              <th key={heading} scope="col">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row) => (
            <tr key={String(row[0])}>
              {table.headings.map((heading, column) => (
                <td key={heading}>{row[column]}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </Box>
    </Box>
  );
}

/** Charts and maps: @mui/x-charts examples with text alternatives, and an offline SVG world map. */
export function ChartsAndMapsPage() {
  const { t, i18n } = useTranslation('demo');
  const language = i18n.language;
  const monthNames = NEW_MEMBERS.map((_, month) =>
    new Intl.DateTimeFormat(language, { month: 'short', timeZone: 'UTC' }).format(
      new Date(Date.UTC(2026, month, 1)),
    ),
  );
  // 2026-06-01 is a Monday, so the week starts there.
  const dayNames = CHECK_INS_THIS_WEEK.map((_, day) =>
    new Intl.DateTimeFormat(language, { weekday: 'short', timeZone: 'UTC' }).format(
      new Date(Date.UTC(2026, 5, 1 + day)),
    ),
  );
  const classNames = Object.keys(ATTENDANCE).map((key) => t(`gallery.charts.classes.${key}`));
  const planNames = Object.keys(PLAN_SHARE).map((key) => t(`gallery.charts.plans.${key}`));
  const percent = new Intl.NumberFormat(language, { style: 'percent' });
  const regionNames = new Intl.DisplayNames([language], { type: 'region' });
  const card = (key: string) => ({
    title: t(`gallery.charts.${key}.title`),
    description: t(`gallery.charts.${key}.description`),
  });
  const thisWeek = t('gallery.charts.area.thisWeek');
  const lastWeek = t('gallery.charts.area.lastWeek');
  return (
    <GalleryPage title={t('gallery.charts.title')} subtitle={t('gallery.charts.subtitle')}>
      <GalleryCard {...card('line')}>
        <ChartFigure
          summary={t('gallery.charts.line.summary', { from: NEW_MEMBERS[0], to: NEW_MEMBERS.at(-1) })}
          table={{
            caption: t('gallery.charts.line.title'),
            headings: [t('gallery.charts.month'), t('gallery.charts.line.series')],
            rows: monthNames.map((month, index) => [month, NEW_MEMBERS[index] ?? 0]),
          }}
        >
          <LineChart
            height={CHART_HEIGHT}
            xAxis={[{ scaleType: 'point', data: monthNames }]}
            series={[{ data: NEW_MEMBERS, label: t('gallery.charts.line.series') }]}
            hideLegend
          />
        </ChartFigure>
      </GalleryCard>
      <GalleryCard {...card('area')}>
        <ChartFigure
          summary={t('gallery.charts.area.summary', {
            thisWeek: CHECK_INS_THIS_WEEK.reduce((sum, each) => sum + each, 0),
            lastWeek: CHECK_INS_LAST_WEEK.reduce((sum, each) => sum + each, 0),
          })}
          table={{
            caption: t('gallery.charts.area.title'),
            headings: [t('gallery.charts.day'), thisWeek, lastWeek],
            rows: dayNames.map((day, index) => [
              day,
              CHECK_INS_THIS_WEEK[index] ?? 0,
              CHECK_INS_LAST_WEEK[index] ?? 0,
            ]),
          }}
        >
          <LineChart
            height={CHART_HEIGHT}
            xAxis={[{ scaleType: 'point', data: dayNames }]}
            series={[
              { data: CHECK_INS_LAST_WEEK, label: lastWeek, area: true, showMark: false },
              { data: CHECK_INS_THIS_WEEK, label: thisWeek, area: true, showMark: false },
            ]}
          />
        </ChartFigure>
      </GalleryCard>
      <GalleryCard {...card('bar')}>
        <ChartFigure
          summary={t('gallery.charts.bar.summary', { best: classNames[0], count: ATTENDANCE.yoga })}
          table={{
            caption: t('gallery.charts.bar.title'),
            headings: [t('gallery.charts.class'), t('gallery.charts.bar.series')],
            rows: classNames.map((name, index) => [name, Object.values(ATTENDANCE)[index] ?? 0]),
          }}
        >
          <BarChart
            height={CHART_HEIGHT}
            xAxis={[{ scaleType: 'band', data: classNames }]}
            series={[{ data: Object.values(ATTENDANCE), label: t('gallery.charts.bar.series') }]}
            hideLegend
          />
        </ChartFigure>
      </GalleryCard>
      <GalleryCard {...card('pie')}>
        <ChartFigure
          summary={t('gallery.charts.pie.summary', {
            plan: planNames[0],
            share: percent.format(PLAN_SHARE.basic / 100),
          })}
          table={{
            caption: t('gallery.charts.pie.title'),
            headings: [t('gallery.charts.plan'), t('gallery.charts.share')],
            rows: planNames.map((name, index) => [
              name,
              percent.format((Object.values(PLAN_SHARE)[index] ?? 0) / 100),
            ]),
          }}
        >
          <PieChart
            height={CHART_HEIGHT}
            series={[
              {
                innerRadius: 50,
                paddingAngle: 2,
                cornerRadius: 4,
                data: planNames.map((label, index) => ({
                  id: index,
                  label,
                  value: Object.values(PLAN_SHARE)[index] ?? 0,
                })),
                valueFormatter: (item) => percent.format(item.value / 100),
              },
            ]}
          />
        </ChartFigure>
      </GalleryCard>
      <GalleryCard {...card('scatter')}>
        <ChartFigure
          summary={t('gallery.charts.scatter.summary')}
          table={{
            caption: t('gallery.charts.scatter.title'),
            headings: [t('gallery.charts.scatter.age'), t('gallery.charts.scatter.visits')],
            rows: AGE_AND_VISITS.map(([age, visits]) => [age, visits]),
          }}
        >
          <ScatterChart
            height={CHART_HEIGHT}
            xAxis={[{ label: t('gallery.charts.scatter.age') }]}
            yAxis={[{ label: t('gallery.charts.scatter.visits') }]}
            series={[
              {
                label: t('gallery.charts.scatter.series'),
                data: AGE_AND_VISITS.map(([x, y], id) => ({ id, x, y })),
              },
            ]}
            hideLegend
          />
        </ChartFigure>
      </GalleryCard>
      <GalleryCard {...card('gauge')}>
        <ChartFigure
          summary={t('gallery.charts.gauge.summary', { percent: percent.format(CAPACITY_USED / 100) })}
          table={{
            caption: t('gallery.charts.gauge.title'),
            headings: [t('gallery.charts.gauge.used')],
            rows: [[percent.format(CAPACITY_USED / 100)]],
          }}
        >
          <Gauge
            height={CHART_HEIGHT - 40}
            value={CAPACITY_USED}
            startAngle={-110}
            endAngle={110}
            innerRadius="75%"
            text={({ value }) => percent.format((value ?? 0) / 100)}
          />
        </ChartFigure>
      </GalleryCard>
      <GalleryCard {...card('map')} wide>
        <WorldMap />
        <Box component="table" sx={VISUALLY_HIDDEN}>
          <caption>{t('gallery.charts.map.title')}</caption>
          <tbody>
            {MEMBERS_BY_COUNTRY.map((entry) => (
              <tr key={entry.alpha2}>
                <th scope="row">{regionNames.of(entry.alpha2)}</th>
                <td>{entry.members}</td>
              </tr>
            ))}
          </tbody>
        </Box>
      </GalleryCard>
    </GalleryPage>
  );
}
