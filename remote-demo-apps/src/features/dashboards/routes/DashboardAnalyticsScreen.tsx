import { ScreenPending } from '../../../components/ScreenPending';

export default function DashboardAnalyticsScreen() {
  return <ScreenPending />;
}
