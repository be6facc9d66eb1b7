import { ScreenPending } from '../../../components/ScreenPending';

export default function FormLayoutScreen() {
  return <ScreenPending />;
}
