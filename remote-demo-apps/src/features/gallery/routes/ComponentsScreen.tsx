import { ScreenPending } from '../../../components/ScreenPending';

export default function ComponentsScreen() {
  return <ScreenPending />;
}
