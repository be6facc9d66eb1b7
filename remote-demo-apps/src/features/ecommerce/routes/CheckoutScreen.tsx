import { ScreenPending } from '../../../components/ScreenPending';

export default function CheckoutScreen() {
  return <ScreenPending />;
}
