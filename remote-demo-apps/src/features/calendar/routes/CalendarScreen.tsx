import { ScreenPending } from '../../../components/ScreenPending';

export default function CalendarScreen() {
  return <ScreenPending />;
}
