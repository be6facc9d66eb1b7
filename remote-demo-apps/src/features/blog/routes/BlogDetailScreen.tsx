import { ScreenPending } from '../../../components/ScreenPending';

export default function BlogDetailScreen() {
  return <ScreenPending />;
}
