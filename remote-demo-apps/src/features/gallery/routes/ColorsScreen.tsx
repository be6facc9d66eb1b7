import { ScreenPending } from '../../../components/ScreenPending';

export default function ColorsScreen() {
  return <ScreenPending />;
}
