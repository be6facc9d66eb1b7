import { ScreenPending } from '../../../components/ScreenPending';

export default function ProductDetailsScreen() {
  return <ScreenPending />;
}
