import { ScreenPending } from '../../../components/ScreenPending';

export default function ProfileScreen() {
  return <ScreenPending />;
}
