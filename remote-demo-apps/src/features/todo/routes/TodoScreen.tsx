import { ScreenPending } from '../../../components/ScreenPending';

export default function TodoScreen() {
  return <ScreenPending />;
}
