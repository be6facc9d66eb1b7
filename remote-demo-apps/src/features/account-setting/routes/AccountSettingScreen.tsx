import { ScreenPending } from '../../../components/ScreenPending';

export default function AccountSettingScreen() {
  return <ScreenPending />;
}
