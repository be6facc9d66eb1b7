import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';

/** Asked once per device: the branch every check-in at this desk is recorded at. */
export function DeskBranchChooser(props: {
  centers: readonly { id: number; name: string }[];
  /** The branch chosen before, or the navbar's: shown first as the likely answer. */
  suggestedId: number | undefined;
  onChoose(id: number): void;
  onCancel?: () => void;
}) {
  const { t } = useTranslation('studio');
  return (
    <Card variant="outlined" data-testid="desk-branch-chooser">
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Box>
          <Typography variant="h6" component="h2" id="desk-branch-question">
            {t('accessControl.deskBranch.question')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('accessControl.deskBranch.why')}
          </Typography>
        </Box>
        <Box
          role="group"
          aria-labelledby="desk-branch-question"
          sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))' }}
        >
          {props.centers.map((center) => (
            <Button
              key={center.id}
              size="large"
              variant={center.id === props.suggestedId ? 'contained' : 'outlined'}
              startIcon={<StorefrontOutlined />}
              onClick={() => props.onChoose(center.id)}
              sx={{ py: 1.5, justifyContent: 'flex-start' }}
            >
              {center.name}
            </Button>
          ))}
        </Box>
        {props.onCancel && (
          <Box>
            <Button onClick={props.onCancel}>{t('accessControl.deskBranch.keep')}</Button>
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
