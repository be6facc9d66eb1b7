import { ScreenPending } from '../../../components/ScreenPending';

export default function TablesScreen() {
  return <ScreenPending />;
}
