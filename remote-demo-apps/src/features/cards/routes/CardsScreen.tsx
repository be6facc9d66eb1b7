import { ScreenPending } from '../../../components/ScreenPending';

export default function CardsScreen() {
  return <ScreenPending />;
}
