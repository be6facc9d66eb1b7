import { ScreenPending } from '../../../components/ScreenPending';

export default function EmailScreen() {
  return <ScreenPending />;
}
