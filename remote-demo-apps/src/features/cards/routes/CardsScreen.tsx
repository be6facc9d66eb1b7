import '../../../i18n/demo-common.i18n';
import '../cards.i18n';
import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import { useLocation } from '@cloudfit/shared/router/app-router';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ActionCards } from '../components/ActionCards';
import { AdvanceCards } from '../components/AdvanceCards';
import { AnalyticCards } from '../components/AnalyticCards';
import { BasicCards } from '../components/BasicCards';
import { StatisticCards } from '../components/StatisticCards';

const PAGES = {
  basic: BasicCards,
  advance: AdvanceCards,
  statistic: StatisticCards,
  analytic: AnalyticCards,
  action: ActionCards,
} as const;
type CardsPage = keyof typeof PAGES;

const isCardsPage = (name: string | undefined): name is CardsPage => name !== undefined && name in PAGES;

/** /cards/{basic,advance,statistic,analytic,action}: one screen, the page chosen by the path. */
export default function CardsScreen() {
  const { t } = useTranslation('demo');
  const last = useLocation().pathname.split('/').filter(Boolean).pop();
  const page: CardsPage = isCardsPage(last) ? last : 'basic';
  const Page = PAGES[page];
  return (
    <Box>
      <Typography variant="h5" component="h1" sx={{ mb: 3 }}>
        {t(`cards.pages.${page}`)}
      </Typography>
      <Page />
    </Box>
  );
}
