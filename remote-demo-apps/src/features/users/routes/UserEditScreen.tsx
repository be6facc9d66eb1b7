import { ScreenPending } from '../../../components/ScreenPending';

export default function UserEditScreen() {
  return <ScreenPending />;
}
