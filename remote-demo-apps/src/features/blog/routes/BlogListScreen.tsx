import { ScreenPending } from '../../../components/ScreenPending';

export default function BlogListScreen() {
  return <ScreenPending />;
}
