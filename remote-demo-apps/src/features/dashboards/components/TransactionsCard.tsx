import '../dashboards.i18n';
import { useTranslation } from '@cloudfit/shared/i18n/i18n';
import type { EcommerceData } from '@cloudfit/shared/schemas/demo/dashboards.schema';
import AccountBalance from '@mui/icons-material/AccountBalance';
import AccountBalanceWallet from '@mui/icons-material/AccountBalanceWallet';
import CreditCard from '@mui/icons-material/CreditCard';
import Paid from '@mui/icons-material/Paid';
import Replay from '@mui/icons-material/Replay';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { AvatarIcon, type PaletteColor } from '../../../components/cards/AvatarIcon';
import { CardTitle } from '../../../components/cards/CardTitle';
import { useCardFormat } from '../../../components/cards/card-format';

const MODES: Record<EcommerceData['transactions'][number]['mode'], { color: PaletteColor; icon: ReactNode }> =
  {
    wallet: { color: 'primary', icon: <AccountBalanceWallet /> },
    bankTransfer: { color: 'success', icon: <AccountBalance /> },
    paypal: { color: 'error', icon: <Paid /> },
    masterCard: { color: 'warning', icon: <CreditCard /> },
    refund: { color: 'info', icon: <Replay /> },
  };

/** The latest money in and out, coloured by direction. */
export function TransactionsCard({ transactions }: { transactions: EcommerceData['transactions'] }) {
  const { t } = useTranslation('demo');
  const format = useCardFormat();
  return (
    <Card sx={{ height: '100%' }}>
      <CardTitle title={t('dashboards.transactions.title')} />
      <CardContent>
        <Stack component="ul" spacing={2.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {transactions.map((transaction) => (
            <Stack
              component="li"
              key={transaction.mode}
              direction="row"
              spacing={2}
              sx={{ alignItems: 'center' }}
            >
              <AvatarIcon color={MODES[transaction.mode].color}>{MODES[transaction.mode].icon}</AvatarIcon>
              <Box sx={{ flex: 1 }}>
                <Typography sx={{ fontWeight: 600 }}>
                  {t(`dashboards.transactions.modes.${transaction.mode}`)}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {transaction.merchant}
                </Typography>
              </Box>
              <Typography
                sx={{ fontWeight: 600, color: transaction.amount < 0 ? 'error.main' : 'success.main' }}
              >
                {format.money(transaction.amount)}
              </Typography>
            </Stack>
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}
