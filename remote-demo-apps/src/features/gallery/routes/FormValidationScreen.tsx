import { ScreenPending } from '../../../components/ScreenPending';

export default function FormValidationScreen() {
  return <ScreenPending />;
}
