import '@cloudfit/shared/ui/kit/kit.i18n';
import '../class-import.i18n';
import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import { Link as RouterLink } from '@cloudfit/shared/router/app-router';
import {
  type ClassImportField,
  type ClassImportResult,
  MAX_IMPORT_ROWS,
  REQUIRED_IMPORT_FIELDS,
} from '@cloudfit/shared/schemas/class-import.schema';
import { useAppStore } from '@cloudfit/shared/store/app-store';
import { useStudioFormat } from '@cloudfit/shared/ui/format/studio-format';
import { useCenters } from '@cloudfit/shared/ui/format/studio-profile';
import { ConfirmDialog } from '@cloudfit/shared/ui/kit/dialog';
import { PageHeader } from '@cloudfit/shared/ui/kit/page';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import UndoOutlined from '@mui/icons-material/UndoOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type ChangeEvent, useMemo, useState } from 'react';
import { useImportClasses, useUndoClassImport } from '../api/import-classes';
import { ColumnMappingFields } from '../components/ColumnMappingFields';
import { ImportReport, type ReportRow } from '../components/ImportReport';
import {
  autoMap,
  type ColumnMapping,
  exampleRow,
  mapRows,
  type ParsedCsv,
  parseCsv,
  templateCsv,
} from '../components/import-csv';

interface LoadedFile extends ParsedCsv {
  name: string;
}

/**
 * One-off classes from a CSV file: pick the branch, map the columns, check every row on the
 * server (a dry run), then import all rows or none.
 */
export default function ClassImportScreen() {
  const { t } = useTranslation('studio');
  const format = useStudioFormat();
  const centers = (useCenters().data ?? []).filter((center) => center.active);
  const navbarCenterId = useAppStore((s) => s.currentCenter?.id);
  const [centerId, setCenterId] = useState<number | ''>(
    centers.some((center) => center.id === navbarCenterId) ? (navbarCenterId ?? '') : '',
  );
  const [file, setFile] = useState<LoadedFile | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [mapping, setMapping] = useState<ColumnMapping>(() => autoMap([]));
  const [result, setResult] = useState<ClassImportResult | null>(null);
  const importing = useImportClasses(setResult);
  const [confirmUndo, setConfirmUndo] = useState(false);
  const canUndo = useAppStore((s) => s.ability.can('delete', 'Class'));
  const undoing = useUndoClassImport(
    (undone) => t('classImport.undo.done', { count: undone.removed, classes: format.number(undone.removed) }),
    () => setResult(null),
  );

  const rows = useMemo(() => (file ? mapRows(file.rows, mapping) : []), [file, mapping]);
  const unmapped = REQUIRED_IMPORT_FIELDS.filter((field) => mapping[field] === '');
  const tooMany = rows.length > MAX_IMPORT_ROWS;
  const ready = file !== null && centerId !== '' && rows.length > 0 && unmapped.length === 0 && !tooMany;
  const template = useMemo(
    () => `data:text/csv;charset=utf-8,${encodeURIComponent(templateCsv(exampleRow(format.today())))}`,
    [format],
  );

  const chooseFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (!chosen) return;
    setResult(null);
    try {
      const parsed = await parseCsv(chosen);
      setFile({ ...parsed, name: chosen.name });
      setMapping(autoMap(parsed.headers));
      setFileError(parsed.rows.length === 0 ? t('classImport.noRows') : null);
    } catch {
      setFile(null);
      setFileError(t('classImport.unreadable'));
    }
  };
  const mapColumn = (field: ClassImportField, column: string) => {
    setResult(null);
    setMapping((current) => ({ ...current, [field]: column }));
  };
  const run = (dryRun: boolean) => {
    if (!ready) return;
    importing.mutate({ centerId, dryRun, rows });
  };

  // Rows with problems are imported by no one: the file is fixed and chosen again first.
  const hasProblems = (result?.problems.length ?? 0) > 0;
  const problemsByRow = new Map(result?.problems.map((problem) => [problem.row, problem]));
  const reportRows: ReportRow[] = rows.map((cells, index) => ({
    row: index + 1,
    cells,
    problem: problemsByRow.get(index + 1),
  }));
  const dates = rows
    .map((row) => row.date ?? '')
    .filter(Boolean)
    .sort();
  const firstDate = dates[0];
  const lastDate = dates[dates.length - 1];

  return (
    <>
      <PageHeader
        title={t('classImport.title')}
        subtitle={t('classImport.subtitle')}
        backTo="/calendar"
        actions={
          <Button
            component="a"
            href={template}
            download="class-import-template.csv"
            startIcon={<DownloadOutlined />}
          >
            {t('classImport.template')}
          </Button>
        }
      />
      <Stack spacing={3}>
        <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
          <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
            {t('classImport.fileStep')}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
            <TextField
              select
              required
              size="small"
              label={t('classImport.branch')}
              value={centerId}
              onChange={(event) => {
                setResult(null);
                setCenterId(Number(event.target.value));
              }}
              sx={{ minWidth: 220 }}
            >
              {centers.map((center) => (
                <MenuItem key={center.id} value={center.id}>
                  {center.name}
                </MenuItem>
              ))}
            </TextField>
            <Button component="label" variant="outlined" startIcon={<UploadFileOutlined />}>
              {t('classImport.chooseFile')}
              <input
                type="file"
                accept=".csv,text/csv"
                hidden
                onChange={chooseFile}
                data-testid="class-import-file"
              />
            </Button>
            {file && (
              <Typography variant="body2" color="text.secondary">
                {t('classImport.fileSummary', {
                  name: file.name,
                  count: file.rows.length,
                  rows: format.number(file.rows.length),
                })}
              </Typography>
            )}
          </Stack>
          {fileError && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {fileError}
            </Alert>
          )}
          {tooMany && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {t('classImport.tooMany', { max: format.number(MAX_IMPORT_ROWS) })}
            </Alert>
          )}
        </Paper>

        {file && file.rows.length > 0 && (
          <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
            <Typography variant="h6" component="h2" sx={{ mb: 0.5 }}>
              {t('classImport.mappingStep')}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              {t('classImport.mappingHelp', { timeZone: centerZone(centers, centerId) ?? format.timeZone })}
            </Typography>
            <ColumnMappingFields headers={file.headers} mapping={mapping} onChange={mapColumn} />
            {unmapped.length > 0 && (
              <Alert severity="warning" sx={{ mt: 2 }}>
                {t('classImport.unmapped', {
                  fields: unmapped.map((field) => t(`classImport.fields.${field}`)).join(', '),
                })}
              </Alert>
            )}
            <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 2, flexWrap: 'wrap' }}>
              <Button
                variant="outlined"
                startIcon={<FactCheckOutlined />}
                disabled={!ready || importing.isPending}
                onClick={() => run(true)}
              >
                {t('classImport.check')}
              </Button>
              <Button
                variant="contained"
                disabled={!ready || importing.isPending || result?.imported === true || hasProblems}
                onClick={() => run(false)}
              >
                {t('classImport.import', { count: rows.length, rows: format.number(rows.length) })}
              </Button>
            </Stack>
            {hasProblems && (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                {t('classImport.fixFirst')}
              </Typography>
            )}
          </Paper>
        )}

        {result && (
          <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
            <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
              {t('classImport.reportStep')}
            </Typography>
            <Alert
              severity={result.problems.length > 0 ? 'error' : 'success'}
              sx={{ mb: 2 }}
              data-testid="class-import-summary"
              action={
                result.imported &&
                canUndo && (
                  <Button
                    color="inherit"
                    size="small"
                    startIcon={<UndoOutlined />}
                    onClick={() => setConfirmUndo(true)}
                  >
                    {t('classImport.undo.button')}
                  </Button>
                )
              }
            >
              {result.imported ? (
                <>
                  {t('classImport.imported', {
                    count: result.classIds.length,
                    classes: format.number(result.classIds.length),
                  })}{' '}
                  <Link component={RouterLink} to={`/calendar?view=week&date=${firstDate ?? ''}`}>
                    {t('classImport.showInCalendar')}
                  </Link>
                  {firstDate && lastDate && (
                    <>
                      {' · '}
                      <Link
                        component={RouterLink}
                        to={`/class-list?${new URLSearchParams({ from: firstDate, to: lastDate })}`}
                      >
                        {t('classImport.showInList')}
                      </Link>
                    </>
                  )}
                </>
              ) : result.problems.length > 0 ? (
                t(result.dryRun ? 'classImport.checkFailed' : 'classImport.nothingImported', {
                  count: result.problems.length,
                  problems: format.number(result.problems.length),
                  total: format.number(result.rowCount),
                })
              ) : (
                t('classImport.checkPassed', { count: result.rowCount, rows: format.number(result.rowCount) })
              )}
            </Alert>
            <ImportReport rows={reportRows} imported={result.imported} />
          </Paper>
        )}
        {result?.imported && (
          <ConfirmDialog
            open={confirmUndo}
            title={t('classImport.undo.title')}
            body={t('classImport.undo.body', {
              count: result.classIds.length,
              classes: format.number(result.classIds.length),
            })}
            confirmLabel={t('classImport.undo.confirm')}
            destructive
            busy={undoing.isPending}
            onConfirm={async () => {
              await undoing.mutateAsync({ classIds: result.classIds }).catch(() => undefined);
              setConfirmUndo(false);
            }}
            onClose={() => setConfirmUndo(false)}
          />
        )}
      </Stack>
    </>
  );
}

function centerZone(
  centers: readonly { id: number; timezone: string }[],
  centerId: number | '',
): string | undefined {
  return centers.find((center) => center.id === centerId)?.timezone;
}
