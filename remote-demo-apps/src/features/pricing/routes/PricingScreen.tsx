import { ScreenPending } from '../../../components/ScreenPending';

export default function PricingScreen() {
  return <ScreenPending />;
}
