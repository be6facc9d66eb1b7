import { ScreenPending } from '../../../components/ScreenPending';

export default function UserViewScreen() {
  return <ScreenPending />;
}
