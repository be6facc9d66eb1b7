import { PRINT_WINDOW_TIMEOUT_MS } from '@cloudfit/shared/constants';
import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import { useCenters } from '@cloudfit/shared/ui/format/studio-profile';
import { DayField } from '@cloudfit/shared/ui/kit/form';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import GlobalStyles from '@mui/material/GlobalStyles';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import type { ReportChartProps } from './ReportChart';
import { ALL_BRANCHES, type Period, type ReportFilterState } from './report-filters';

const ReportChart = lazy(() => import('./ReportChart'));

export interface ReportFigure {
  key: string;
  label: string;
  /** Formatted for the locale. */
  value: string;
  definition?: string;
}

export interface ReportFrameProps {
  title: string;
  subtitle: string;
  state: ReportFilterState;
  periods: readonly Period[];
  /** The answer's range line (days and time zone), once loaded. */
  rangeText?: string;
  loading: boolean;
  failed: boolean;
  onRetry(): void;
  figures: ReportFigure[];
  chart?: ReportChartProps;
  /** Tables the report offers; the chosen one is shown, charted and exported. */
  tables?: { value: string; options: { value: string; label: string }[] };
  tableDefinition?: string;
  onExportCsv(): Promise<void>;
  children: ReactNode;
}

const PRINT_STYLES = {
  '@media print': {
    'body *': { visibility: 'hidden' },
    '[data-report-page], [data-report-page] *': { visibility: 'visible' },
    '[data-report-page]': { position: 'absolute', left: 0, top: 0, width: '100%' },
    '[data-print-hide]': { display: 'none !important' },
  },
};

/** Everything a report has around its figures: filters, totals with definitions, chart, table, CSV and print. */
export function ReportFrame(props: ReportFrameProps) {
  const { t } = useTranslation('reports');
  const { state } = props;
  const { filters } = state;
  const centers = useCenters().data ?? [];
  const [exporting, setExporting] = useState(false);
  const [printing, setPrinting] = useState(false);
  const printTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(printTimer.current), []);

  const print = () => {
    setPrinting(true);
    // The chart and the table settle before the browser's print window opens (docs/product.md, Limits and timings).
    printTimer.current = window.setTimeout(() => {
      setPrinting(false);
      window.print();
    }, PRINT_WINDOW_TIMEOUT_MS);
  };
  const exportCsv = async () => {
    setExporting(true);
    try {
      await props.onExportCsv();
    } finally {
      setExporting(false);
    }
  };
  const choosePeriod = (period: string) =>
    state.update(
      period === 'custom'
        ? { period, from: filters.from ?? null, to: filters.to ?? null }
        : { period, from: null, to: null },
    );

  return (
    <Box data-report-page>
      <GlobalStyles styles={PRINT_STYLES} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 2, mb: 2 }}>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 600 }}>
            {props.title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {props.subtitle}
          </Typography>
          {props.rangeText && (
            <Typography variant="body2" color="text.secondary" data-testid="report-range">
              {props.rangeText}
            </Typography>
          )}
        </Box>
        <Stack direction="row" spacing={1} data-print-hide>
          <Button
            variant="outlined"
            startIcon={<FileDownloadOutlined />}
            onClick={exportCsv}
            loading={exporting}
            disabled={props.loading || filters.invalid}
          >
            {t('frame.exportCsv')}
          </Button>
          <Button variant="outlined" startIcon={<PrintOutlined />} onClick={print} loading={printing}>
            {t('frame.print')}
          </Button>
        </Stack>
      </Box>

      <Box
        component="section"
        aria-label={t('frame.filters')}
        data-print-hide
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2 }}
      >
        <TextField
          select
          size="small"
          label={t('frame.period')}
          value={filters.period}
          onChange={(event) => choosePeriod(event.target.value)}
          sx={{ minWidth: 170 }}
        >
          {props.periods.map((period) => (
            <MenuItem key={period} value={period}>
              {t(`frame.presets.${period}`)}
            </MenuItem>
          ))}
        </TextField>
        {filters.period === 'custom' && (
          <>
            <DayField
              size="small"
              label={t('frame.from')}
              value={filters.from ?? null}
              onChange={(day) => day !== 'invalid' && state.update({ from: day })}
            />
            <DayField
              size="small"
              label={t('frame.to')}
              value={filters.to ?? null}
              onChange={(day) => day !== 'invalid' && state.update({ to: day })}
              error={filters.invalid ? t('frame.badRange') : undefined}
            />
          </>
        )}
        <TextField
          select
          size="small"
          label={t('frame.branch')}
          value={centers.length || filters.branch === ALL_BRANCHES ? filters.branch : ALL_BRANCHES}
          onChange={(event) => state.update({ centerId: event.target.value })}
          sx={{ minWidth: 190 }}
        >
          <MenuItem value={ALL_BRANCHES}>{t('frame.allBranches')}</MenuItem>
          {centers.map((center) => (
            <MenuItem key={center.id} value={String(center.id)}>
              {center.name}
            </MenuItem>
          ))}
        </TextField>
      </Box>

      <Box sx={{ height: 4, mb: 1 }} data-print-hide>
        {props.loading && <LinearProgress aria-label={t('frame.loading')} />}
      </Box>
      {props.failed && (
        <Alert
          severity="error"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={props.onRetry}>
              {t('frame.retry')}
            </Button>
          }
        >
          {t('frame.failed')}
        </Alert>
      )}

      <Box
        component="section"
        aria-label={t('frame.totals')}
        sx={{
          display: 'grid',
          gap: 2,
          mb: 3,
          gridTemplateColumns: 'repeat(auto-fill, minmax(250px, 1fr))',
        }}
      >
        {props.figures.map((figure) => (
          <Card key={figure.key} variant="outlined" data-testid="report-figure" data-figure={figure.key}>
            <CardContent>
              <Typography variant="body2" color="text.secondary" component="h2">
                {figure.label}
              </Typography>
              <Typography
                variant="h5"
                component="p"
                sx={{ fontWeight: 600, fontSize: { xs: '1.25rem', md: '1.4rem' }, whiteSpace: 'nowrap' }}
                data-testid="report-figure-value"
              >
                {figure.value || <Skeleton width="60%" />}
              </Typography>
              {figure.definition && (
                <Typography
                  variant="caption"
                  color="text.secondary"
                  component="p"
                  aria-label={t('frame.definitionOf', { figure: figure.label })}
                  data-testid="report-definition"
                >
                  {figure.definition}
                </Typography>
              )}
            </CardContent>
          </Card>
        ))}
      </Box>

      {props.tables && (
        <Tabs
          value={props.tables.value}
          onChange={(_event, table: string) => state.update({ table, sortBy: null, sortDesc: null })}
          variant="scrollable"
          allowScrollButtonsMobile
          sx={{ mb: 2 }}
          data-print-hide
        >
          {props.tables.options.map((option) => (
            <Tab key={option.value} value={option.value} label={option.label} />
          ))}
        </Tabs>
      )}

      {props.chart && props.chart.labels.length > 0 && (
        <Card variant="outlined" component="figure" sx={{ m: 0, mb: 3, p: 2 }} aria-label={t('frame.chart')}>
          <Suspense fallback={<Skeleton variant="rectangular" height={280} />}>
            <ReportChart {...props.chart} />
          </Suspense>
          <Typography variant="caption" color="text.secondary" component="figcaption">
            {t('frame.chartAlternative')}
          </Typography>
        </Card>
      )}

      <Card variant="outlined">
        {props.tableDefinition && (
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{ px: 2, pt: 2 }}
            data-testid="report-definition"
          >
            {props.tableDefinition}
          </Typography>
        )}
        {props.children}
      </Card>
    </Box>
  );
}
