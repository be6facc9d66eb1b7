import { ScreenPending } from '../../../components/ScreenPending';

export default function FaqScreen() {
  return <ScreenPending />;
}
