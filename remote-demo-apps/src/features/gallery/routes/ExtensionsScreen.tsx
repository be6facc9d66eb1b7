import { ScreenPending } from '../../../components/ScreenPending';

export default function ExtensionsScreen() {
  return <ScreenPending />;
}
