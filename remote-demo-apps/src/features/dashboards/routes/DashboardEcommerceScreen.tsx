import { ScreenPending } from '../../../components/ScreenPending';

export default function DashboardEcommerceScreen() {
  return <ScreenPending />;
}
