import { ScreenPending } from '../../../components/ScreenPending';

export default function ChartsAndMapsScreen() {
  return <ScreenPending />;
}
