import type { ListResult } from '@cloudfit/shared/api/list-query';
import { MAX_PAGE_SIZE } from '@cloudfit/shared/constants';
import { apiClient } from '@cloudfit/shared/http/api-client';
import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import type { CheckInItem } from '@cloudfit/shared/schemas/check-in.schema';
import { useStudioFormat } from '@cloudfit/shared/ui/format/studio-format';
import { useApiMutation } from '@cloudfit/shared/ui/kit/feedback';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useRefusalText } from '../components/CheckInOutcome';
import './offline-desk.i18n';

const reviewQuery = { needsReview: true, perPage: MAX_PAGE_SIZE, sortBy: 'at', sortDesc: false } as const;

/**
 * For managers: check-ins let in while a desk was offline that the server, deciding again, refuses
 * (frozen, expired or used up meanwhile). Each stays recorded; a manager looks and marks it reviewed.
 */
export function OfflineReviewList() {
  const { t } = useTranslation('studio');
  const format = useStudioFormat();
  const refusalText = useRefusalText();
  const review = useQuery({
    queryKey: ['check-ins', 'list', reviewQuery],
    queryFn: ({ signal }) =>
      apiClient.get<ListResult<CheckInItem>>('check-ins', { searchParams: reviewQuery, signal }),
  });
  const markReviewed = useApiMutation({
    mutate: (id: number) => apiClient.post<CheckInItem>(`check-ins/${id}/review`),
    invalidate: [['check-ins']],
  });
  const items = review.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <Card variant="outlined" sx={{ p: { xs: 2, sm: 2.5 } }} data-testid="offline-review">
      <Typography variant="h6" component="h2">
        {t('accessControl.offline.review.title', { count: format.number(review.data!.total) })}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('accessControl.offline.review.intro')}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1.5, display: 'grid', gap: 1.5 }}>
        {items.map((item) => (
          <Box
            component="li"
            key={item.id}
            sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1.5, rowGap: 0.5 }}
          >
            <Typography variant="body2" sx={{ minWidth: 120 }}>
              {format.dateTime(item.at)}
            </Typography>
            <Box sx={{ flexGrow: 1, minWidth: 160 }}>
              <Typography variant="body2">
                {item.memberName} · {item.memberNumber}
              </Typography>
              {item.reason && (
                <Typography variant="body2" color="text.secondary">
                  {refusalText(item.reason)}
                </Typography>
              )}
            </Box>
            <Button
              size="small"
              variant="outlined"
              loading={markReviewed.isPending && markReviewed.variables === item.id}
              onClick={() => markReviewed.mutate(item.id)}
              aria-label={t('accessControl.offline.review.markLabel', { name: item.memberName })}
            >
              {t('accessControl.offline.review.mark')}
            </Button>
          </Box>
        ))}
      </Box>
    </Card>
  );
}
