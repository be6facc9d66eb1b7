import { ScreenPending } from '../../../components/ScreenPending';

export default function WishlistScreen() {
  return <ScreenPending />;
}
