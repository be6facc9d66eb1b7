import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import Checkbox from '@mui/material/Checkbox';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

const PLANS = [
  { key: 'student', monthly: 19, classesPerWeek: 2, personalTraining: 0 },
  { key: 'basic', monthly: 29, classesPerWeek: 3, personalTraining: 0 },
  { key: 'plus', monthly: 49, classesPerWeek: 6, personalTraining: 1 },
  { key: 'premium', monthly: 79, classesPerWeek: 12, personalTraining: 4 },
  { key: 'family', monthly: 119, classesPerWeek: 12, personalTraining: 2 },
] as const;

/** A plain MUI table: striped rows, row selection and a footer total. */
export function MuiTableExample() {
  const { t, i18n } = useTranslation('demo');
  const [selected, setSelected] = useState<string[]>(['plus']);
  const money = new Intl.NumberFormat(i18n.language, { style: 'currency', currency: 'EUR' });
  const total = PLANS.filter((plan) => selected.includes(plan.key)).reduce(
    (sum, plan) => sum + plan.monthly,
    0,
  );
  const toggle = (key: string) =>
    setSelected((current) =>
      current.includes(key) ? current.filter((each) => each !== key) : [...current, key],
    );
  const allSelected = selected.length === PLANS.length;
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table
        aria-label={t('gallery.tables.mui.label')}
        sx={{ minWidth: 560, '& tbody tr:nth-of-type(odd)': { bgcolor: 'action.hover' } }}
      >
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox">
              <Checkbox
                checked={allSelected}
                indeterminate={selected.length > 0 && !allSelected}
                onChange={() => setSelected(allSelected ? [] : PLANS.map((plan) => plan.key))}
                slotProps={{ input: { 'aria-label': t('gallery.tables.mui.selectAll') } }}
              />
            </TableCell>
            <TableCell>{t('gallery.tables.mui.plan')}</TableCell>
            <TableCell align="right">{t('gallery.tables.mui.monthly')}</TableCell>
            <TableCell align="right">{t('gallery.tables.mui.classesPerWeek')}</TableCell>
            <TableCell align="right">{t('gallery.tables.mui.personalTraining')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {PLANS.map((plan) => {
            const name = t(`gallery.tables.mui.plans.${plan.key}`);
            return (
              <TableRow
                key={plan.key}
                selected={selected.includes(plan.key)}
                hover
                onClick={() => toggle(plan.key)}
              >
                <TableCell padding="checkbox">
                  <Checkbox
                    checked={selected.includes(plan.key)}
                    onClick={(event) => event.stopPropagation()}
                    onChange={() => toggle(plan.key)}
                    slotProps={{ input: { 'aria-label': name } }}
                  />
                </TableCell>
                <TableCell component="th" scope="row">
                  {name}
                </TableCell>
                <TableCell align="right">{money.format(plan.monthly)}</TableCell>
                <TableCell align="right">{plan.classesPerWeek}</TableCell>
                <TableCell align="right">{plan.personalTraining}</TableCell>
              </TableRow>
            );
          })}
        </TableBody>
        <TableFooter>
          <TableRow>
            <TableCell colSpan={2}>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {t('gallery.tables.mui.selected', { count: selected.length })}
              </Typography>
            </TableCell>
            <TableCell align="right">
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {money.format(total)}
              </Typography>
            </TableCell>
            <TableCell colSpan={2} />
          </TableRow>
        </TableFooter>
      </Table>
    </TableContainer>
  );
}
