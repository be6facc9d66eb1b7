import { ScreenPending } from '../../../components/ScreenPending';

export default function ChatScreen() {
  return <ScreenPending />;
}
