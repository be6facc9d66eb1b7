import { ScreenPending } from '../../../components/ScreenPending';

export default function BlogEditScreen() {
  return <ScreenPending />;
}
