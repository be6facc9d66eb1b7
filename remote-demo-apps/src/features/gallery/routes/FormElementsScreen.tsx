import { ScreenPending } from '../../../components/ScreenPending';

export default function FormElementsScreen() {
  return <ScreenPending />;
}
