import { ScreenPending } from '../../../components/ScreenPending';

export default function UserListScreen() {
  return <ScreenPending />;
}
