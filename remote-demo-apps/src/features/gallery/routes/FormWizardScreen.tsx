import { ScreenPending } from '../../../components/ScreenPending';

export default function FormWizardScreen() {
  return <ScreenPending />;
}
