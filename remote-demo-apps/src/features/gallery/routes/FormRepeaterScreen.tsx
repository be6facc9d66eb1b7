import { ScreenPending } from '../../../components/ScreenPending';

export default function FormRepeaterScreen() {
  return <ScreenPending />;
}
