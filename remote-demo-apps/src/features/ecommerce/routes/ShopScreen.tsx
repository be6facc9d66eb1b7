import { ScreenPending } from '../../../components/ScreenPending';

export default function ShopScreen() {
  return <ScreenPending />;
}
