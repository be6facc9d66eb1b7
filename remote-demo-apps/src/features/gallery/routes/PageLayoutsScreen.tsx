import { ScreenPending } from '../../../components/ScreenPending';

export default function PageLayoutsScreen() {
  return <ScreenPending />;
}
