import { ScreenPending } from '../../../components/ScreenPending';

export default function FeatherScreen() {
  return <ScreenPending />;
}
