import { translateMessage, useTranslation } from '@cloudfit/shared/i18n/i18n';
import type {
  ClassImportConflict,
  ClassImportField,
  ClassImportProblem,
} from '@cloudfit/shared/schemas/class-import.schema';
import { type StudioFormat, useStudioFormat } from '@cloudfit/shared/ui/format/studio-format';
import type { ListColumn } from '@cloudfit/shared/ui/kit/list';
import { DataTable } from '@cloudfit/shared/ui/kit/list';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';

export interface ReportRow {
  row: number;
  cells: Partial<Record<ClassImportField, string>>;
  problem: ClassImportProblem | undefined;
}

function describeConflict(
  conflict: ClassImportConflict,
  t: TFunction<'studio'>,
  format: StudioFormat,
): string {
  const time = `${format.dateTime(conflict.startsAt)}–${format.time(conflict.endsAt)}`;
  const withWhat = conflict.otherRow !== null ? 'row' : conflict.ptSessionId !== null ? 'ptSession' : 'class';
  return t(`classImport.conflicts.${conflict.code}.${withWhat}`, {
    row: conflict.otherRow,
    title: conflict.title,
    time,
  });
}

/** Every row of the file with what is wrong with it, or that it is ready (or imported). */
export function ImportReport(props: { rows: ReportRow[]; imported: boolean }) {
  const { t } = useTranslation('studio');
  const format = useStudioFormat();
  const columns = useMemo<ListColumn<ReportRow>[]>(
    () => [
      { key: 'row', header: t('classImport.report.row'), align: 'right', width: 64 },
      // What was typed stays in view at any width: a problem's message names a room or an
      // instructor, and the row must show which one it read.
      {
        key: 'when',
        header: t('classImport.report.when'),
        nowrap: true,
        render: (r) => (
          <>
            {r.cells.date}
            <Box component="span" sx={{ display: 'block', color: 'text.secondary' }}>
              {`${r.cells.startTime ?? ''}–${r.cells.endTime ?? ''}`}
            </Box>
          </>
        ),
      },
      {
        key: 'title',
        header: t('classImport.report.class'),
        render: (r) => (
          <>
            {r.cells.title}
            <Box component="span" sx={{ display: 'block', color: 'text.secondary' }}>
              {[r.cells.room, r.cells.instructor].filter(Boolean).join(' · ')}
            </Box>
          </>
        ),
      },
      {
        key: 'result',
        header: t('classImport.report.result'),
        render: (r) =>
          r.problem ? (
            <Box component="ul" sx={{ m: 0, pl: 2, color: 'error.main' }}>
              {Object.entries(r.problem.fields).map(([field, message]) => (
                <li key={field}>
                  {t(`classImport.fields.${field}`, { defaultValue: field })}: {translateMessage(message)}
                </li>
              ))}
              {r.problem.conflicts.map((conflict) => (
                <li key={`${conflict.code}-${conflict.otherRow}-${conflict.classId}-${conflict.ptSessionId}`}>
                  {describeConflict(conflict, t, format)}
                </li>
              ))}
            </Box>
          ) : (
            <Chip
              size="small"
              color="success"
              variant="outlined"
              icon={<CheckCircleOutlined />}
              label={props.imported ? t('classImport.report.imported') : t('classImport.report.ready')}
            />
          ),
      },
    ],
    [t, format, props.imported],
  );
  return (
    <DataTable<ReportRow>
      rows={props.rows}
      columns={columns}
      getRowId={(r) => r.row}
      total={props.rows.length}
      page={1}
      pageSize={Math.max(props.rows.length, 1)}
      loading={false}
      emptyText={t('classImport.report.empty')}
      caption={t('classImport.report.caption')}
    />
  );
}
